import { queryOptions } from '@tanstack/react-query';
import { verifyResetToken } from '@shared/contracts/auth';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { companiesQuery } from '@app/lib/companies-query';
import { authKeys } from './auth-keys';

/** The reset screen says itself what is wrong with a link (spec part 1 §4). */
export const verifyResetTokenQuery = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyResetToken(token),
    queryFn: ({ signal }) => apiCall(verifyResetToken, { params: { token }, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    // A reset token is a credential: it never goes into the persisted cache.
    meta: { errorToast: false, noPersist: true },
  });

/** The sign-up form's company choice. */
export const signupCompaniesQuery = () => queryOptions({ ...companiesQuery(), meta: { errorToast: () => i18n.t('auth:signup.companiesFailed') } });
