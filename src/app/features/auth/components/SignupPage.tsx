import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/FormSelect';
import { signupCompaniesQuery } from '../api/auth-queries';
import { useSignup } from '../api/auth-mutations';
import { type SignupFormInput, type SignupFormValues, signupFormSchema } from '../forms/signup-form';
import { signupErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { PhoneNumberInput } from './PhoneNumberInput';
import { NewPasswordInput } from './NewPasswordInput';

const GENDER_OPTIONS = ['Male', 'Female'];

export function SignupPage() {
  const navigate = useNavigate();
  const companies = useQuery(signupCompaniesQuery());

  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', gender: '', companyId: '' },
  });
  const { errors } = form.formState;
  const mutation = useSignup(() => void navigate({ to: '/login' }));

  return (
    <AuthFormCard
      title="Create an account"
      form={form}
      error={mutation.error && signupErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput label="Name" autoComplete="name" withAsterisk error={errors.name?.message} {...form.register('name')} />
      <TextInput label="Email" type="email" autoComplete="email" withAsterisk error={errors.email?.message} {...form.register('email')} />
      <NewPasswordInput label="Password" error={errors.password?.message} {...form.register('password')} />
      <PhoneNumberInput error={errors.phoneNumber?.message} {...form.register('phoneNumber')} />
      <FormSelect control={form.control} name="gender" label="Gender" placeholder="Select gender" data={GENDER_OPTIONS} withAsterisk />
      <FormSelect
        control={form.control}
        name="companyId"
        label="Company"
        placeholder={companies.isPending ? 'Loading companies...' : 'Select your company'}
        data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        searchable
        nothingFoundMessage="No companies"
        withAsterisk
      />
      <Button type="submit" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? 'Creating account...' : 'Sign Up'}
      </Button>
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthFormCard>
  );
}
