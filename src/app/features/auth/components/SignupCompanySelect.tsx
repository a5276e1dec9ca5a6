import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@app/components/FormSelect';
import { signupCompaniesQuery } from '../api/auth-queries';
import type { SignupFormInput, SignupFormValues } from '../forms/signup-form';

/**
 * The sign-up form's company choice, with the list it asks the server for. A component of its own: the list's
 * arrival (just after the form is on screen) re-renders this select, not the whole form (ADR 0031).
 */
export function SignupCompanySelect({ control }: { control: Control<SignupFormInput, unknown, SignupFormValues> }) {
  const { t } = useTranslation('auth');
  const companies = useQuery(signupCompaniesQuery());
  return (
    <FormSelect
      control={control}
      name="companyId"
      label={t('fields.company')}
      placeholder={companies.isPending ? t('signup.loadingCompanies') : t('signup.selectCompany')}
      data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
      searchable
      nothingFoundMessage={t('signup.noCompanies')}
      withAsterisk
    />
  );
}
