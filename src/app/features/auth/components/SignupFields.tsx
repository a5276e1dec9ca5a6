import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { type UseFormReturn, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '@app/components/FormSelect';
import { useEnumLabel } from '@app/lib/labels';
import type { SignupFormInput, SignupFormValues } from '../forms/signup-form';
import { NewPasswordInput } from './NewPasswordInput';
import { PhoneNumberInput } from './PhoneNumberInput';
import { SignupCompanySelect } from './SignupCompanySelect';

const GENDER_OPTIONS = ['Male', 'Female'] as const;

interface Props {
  form: UseFormReturn<SignupFormInput, unknown, SignupFormValues>;
  /** The sign-up request is on its way. */
  pending: boolean;
}

/**
 * The sign-up form's fields, a memoized component that reads the errors itself (`useFormState`): react-hook-form
 * renders the component that calls `useForm` a second time, synchronously, in the commit that mounts it (its
 * `isReady`), which rendered the whole form again inside the hydration's task (ADR 0043). `form` is the same
 * object from render to render, so that second render stops here.
 */
export const SignupFields = memo(function SignupFields({ form, pending }: Props) {
  const { t } = useTranslation('auth');
  const label = useEnumLabel();
  const { errors } = useFormState({ control: form.control });
  return (
    <>
      <TextInput label={t('fields.name')} autoComplete="name" withAsterisk error={errors.name?.message} {...form.register('name')} />
      <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...form.register('email')} />
      <NewPasswordInput label={t('fields.password')} error={errors.password?.message} {...form.register('password')} />
      <PhoneNumberInput error={errors.phoneNumber?.message} {...form.register('phoneNumber')} />
      <FormSelect control={form.control} name="gender" label={t('fields.gender')} placeholder={t('fields.selectGender')} data={GENDER_OPTIONS.map((g) => ({ value: g, label: label('gender', g) }))} withAsterisk />
      <SignupCompanySelect control={form.control} />
      <Button type="submit" fullWidth disabled={pending}>
        {pending ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('signup.signIn')}
        </Anchor>
      </Text>
    </>
  );
});
