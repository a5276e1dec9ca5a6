import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelect } from '../../../components/FormSelect';
import { useEnumLabel } from '../../../lib/labels';
import { useSignup } from '../api/auth-mutations';
import { type SignupFormInput, type SignupFormValues, signupFormSchema } from '../forms/signup-form';
import { signupErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { PhoneNumberInput } from './PhoneNumberInput';
import { SignupCompanySelect } from './SignupCompanySelect';
import { NewPasswordInput } from './NewPasswordInput';

const GENDER_OPTIONS = ['Male', 'Female'] as const;

export function SignupPage() {
  const { t } = useTranslation('auth');
  const label = useEnumLabel();
  const navigate = useNavigate();

  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', gender: '', companyId: '' },
  });
  const { errors } = form.formState;
  const mutation = useSignup(() => void navigate({ to: '/login' }));

  return (
    <AuthFormCard
      title={t('signup.title')}
      form={form}
      error={mutation.error && signupErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput label={t('fields.name')} autoComplete="name" withAsterisk error={errors.name?.message} {...form.register('name')} />
      <TextInput label={t('fields.email')} type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...form.register('email')} />
      <NewPasswordInput label={t('fields.password')} error={errors.password?.message} {...form.register('password')} />
      <PhoneNumberInput error={errors.phoneNumber?.message} {...form.register('phoneNumber')} />
      <FormSelect control={form.control} name="gender" label={t('fields.gender')} placeholder={t('fields.selectGender')} data={GENDER_OPTIONS.map((g) => ({ value: g, label: label('gender', g) }))} withAsterisk />
      <SignupCompanySelect control={form.control} />
      <Button type="submit" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? t('signup.submitting') : t('signup.submit')}
      </Button>
      <Text size="sm" ta="center">
        {t('signup.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('signup.signIn')}
        </Anchor>
      </Text>
    </AuthFormCard>
  );
}
