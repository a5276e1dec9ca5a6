import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES } from '../forms/register-form';
import { FormSelect } from '@app/components/FormSelect';
import { enumLabel } from '@app/lib/labels';
import { PhoneNumberInput } from './PhoneNumberInput';
import { PhotoPicker } from './PhotoPicker';
import type { RegisterForm } from './register-form-context';
import { WholeNumberField } from './WholeNumberField';
import { NewPasswordInput } from './NewPasswordInput';

const today = () => new Date().toISOString().slice(0, 10);
const neverChanges = () => () => undefined;
/**
 * Today, as the date picker's limit: the page built at build time (ADR 0025) has none, and React, adopting that
 * page, renders it first without one (the built markup) and then with today's; a fresh render has it at once.
 */
const useToday = () => useSyncExternalStore(neverChanges, today, () => undefined);

export function PersonalSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const maxBirthDate = useToday();
  return (
    <Fieldset legend={t('register.personal')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.fullName')} autoComplete="name" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...form.register('email')} />
        <PhoneNumberInput error={errors.phoneNumber?.message} {...form.register('phoneNumber')} />
        <FormSelect control={form.control} name="gender" label={t('fields.gender')} placeholder={t('fields.selectGender')} data={GENDERS.map((g) => ({ value: g, label: enumLabel('gender', g) }))} withAsterisk clearable />
        <FormSelect control={form.control} name="maritalStatus" label={t('register.maritalStatus')} placeholder={t('register.selectMaritalStatus')} data={MARITAL_STATUSES.map((s) => ({ value: s, label: enumLabel('maritalStatus', s) }))} withAsterisk clearable />
        <WholeNumberField form={form} name="numberOfChildren" label={t('register.children')} />
        <TextInput
          label={t('register.dateOfBirth')}
          type="date"
          max={maxBirthDate}
          withAsterisk
          error={errors.dateOfBirth?.message}
          {...form.register('dateOfBirth')}
        />
        <Controller
          control={form.control}
          name="photo"
          render={({ field }) => <PhotoPicker value={field.value ?? ''} onChange={field.onChange} />}
        />
      </SimpleGrid>
    </Fieldset>
  );
}

export function ProfessionalSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('register.professional')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('register.workLocation')}
          description={t('register.workLocationHint')}
          withAsterisk
          error={errors.workGeographicLocation?.message}
          {...form.register('workGeographicLocation')}
        />
        <WholeNumberField form={form} name="yearsOfSalesFieldExperience" label={t('register.experience')} />
        <FormSelect control={form.control} name="educationLevel" label={t('register.education')} placeholder={t('register.selectEducation')} data={EDUCATION_LEVELS.map((l) => ({ value: l, label: enumLabel('educationLevel', l) }))} withAsterisk clearable />
      </SimpleGrid>
    </Fieldset>
  );
}

export function AccountSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  return (
    <Fieldset legend={t('register.account')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NewPasswordInput label={t('fields.password')} error={errors.password?.message} {...form.register('password')} />
        <NewPasswordInput label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      </SimpleGrid>
    </Fieldset>
  );
}
