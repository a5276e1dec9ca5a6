import { SimpleGrid, TextInput, Title } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@app/components/FormSelect';
import { enumLabel } from '@app/lib/labels';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, type ProfileFormValues } from '../forms/profile-form';

type Form = UseFormReturn<ProfileFormValues>;

/** Personal fields of spec part 2 §2.7. */
export function PersonalFields({ form, today }: { form: Form; today: string }) {
  const { t } = useTranslation('profile');
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <Title order={3} size="h4">
        {t('personal')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.name')} required autoComplete="name" {...register('name')} error={e.name?.message} />
        <TextInput label={t('fields.email')} required type="email" autoComplete="email" {...register('email')} error={e.email?.message} />
        <TextInput label={t('fields.phone')} required type="tel" autoComplete="tel" {...register('phoneNumber')} error={e.phoneNumber?.message} />
        <FormSelect control={form.control} name="gender" label={t('fields.gender')} placeholder={t('select')} data={GENDERS.map((g) => ({ value: g, label: enumLabel('gender', g) }))} clearable comboboxProps={{ withinPortal: true }} />
        <FormSelect control={form.control} name="maritalStatus" label={t('fields.maritalStatus')} placeholder={t('select')} data={MARITAL_STATUSES.map((s) => ({ value: s, label: enumLabel('maritalStatus', s) }))} clearable comboboxProps={{ withinPortal: true }} />
        <TextInput label={t('fields.children')} inputMode="numeric" {...register('numberOfChildren')} error={e.numberOfChildren?.message} />
        <TextInput label={t('fields.dateOfBirth')} type="date" max={today} {...register('dateOfBirth')} error={e.dateOfBirth?.message} />
      </SimpleGrid>
    </>
  );
}

/** The professional section: agent roles only (spec part 2 §2.7). */
export function ProfessionalFields({ form }: { form: Form }) {
  const { t } = useTranslation('profile');
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <>
      <Title order={3} size="h4">
        {t('professional')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.workLocation')} required {...register('workGeographicLocation')} error={e.workGeographicLocation?.message} />
        <TextInput
          label={t('fields.experience')}
          required
          inputMode="numeric"
          {...register('yearsOfSalesFieldExperience')}
          error={e.yearsOfSalesFieldExperience?.message}
        />
        <FormSelect control={form.control} name="educationLevel" label={t('fields.education')} placeholder={t('select')} data={EDUCATION_LEVELS.map((l) => ({ value: l, label: enumLabel('educationLevel', l) }))} clearable required comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
    </>
  );
}
