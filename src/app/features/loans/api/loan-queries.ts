import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listLoans } from '@shared/contracts/loans';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { unlessSavedData } from '@app/lib/query-meta';
import { loanKeys } from './loan-keys';

export const LOANS_PAGE_SIZE = 10;

/** The spec's text, shown inline too while nothing is on screen. */
export const loansFailed = () => i18n.t('loans:list.loadFailed');

export interface LoanListParams {
  page: number;
  farmerId?: string;
}

export const loansQuery = (params: LoanListParams) =>
  queryOptions({
    queryKey: loanKeys.list(params),
    queryFn: ({ signal }) => apiCall(listLoans, { query: { ...params, limit: LOANS_PAGE_SIZE }, signal }),
    meta: { errorToast: unlessSavedData(loansFailed()) },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
