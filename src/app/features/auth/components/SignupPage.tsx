import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSignup } from '../api/auth-mutations';
import { type SignupFormInput, type SignupFormValues, signupFormSchema } from '../forms/signup-form';
import { signupErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { SignupFields } from './SignupFields';

export function SignupPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { name: '', email: '', password: '', phoneNumber: '', gender: '', companyId: '' },
  });
  const mutation = useSignup(() => void navigate({ to: '/login' }));

  return (
    <AuthFormCard
      title={t('signup.title')}
      form={form}
      error={mutation.error && signupErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <SignupFields form={form} pending={mutation.isPending} />
    </AuthFormCard>
  );
}
