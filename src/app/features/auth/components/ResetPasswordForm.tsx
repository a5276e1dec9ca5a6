import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../api/auth-mutations';
import { type ResetFormValues, resetFormSchema } from '../forms/reset-form';
import { resetPasswordErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { BackToLoginLink } from './BackToLoginLink';
import { NewPasswordInput } from './NewPasswordInput';

export const POST_RESET_DELAY_MS = 2000;

export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const form = useForm<ResetFormValues>({ resolver: zodResolver(resetFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const mutation = useResetPassword(token, () => {
    timer.current = setTimeout(() => void navigate({ to: '/login', replace: true }), POST_RESET_DELAY_MS);
  });
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <AuthFormCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle', { email })}
      form={form}
      error={mutation.error && resetPasswordErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <NewPasswordInput label={t('fields.newPassword')} error={errors.newPassword?.message} {...form.register('newPassword')} />
      <NewPasswordInput label={t('fields.confirmPassword')} error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t('reset.submitting') : t('reset.submit')}
      </Button>
      <BackToLoginLink />
    </AuthFormCard>
  );
}
