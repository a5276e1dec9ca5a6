import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput } from '@mantine/core';
import { forgotPasswordBody } from '@shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useForgotPassword } from '../api/auth-mutations';
import { forgotPasswordErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { BackToLoginLink } from './BackToLoginLink';
import { ResetLinkSent } from './ResetLinkSent';

type Values = z.infer<typeof forgotPasswordBody>;

/** Form → sent view → Try Again back to the form (spec part 1 §4). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordBody), defaultValues: { identifier: '' } });
  const mutation = useForgotPassword(setSentTo);

  if (sentTo !== null) {
    return (
      <ResetLinkSent
        identifier={sentTo}
        onTryAgain={() => {
          mutation.reset();
          setSentTo(null);
        }}
      />
    );
  }

  return (
    <AuthFormCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      form={form}
      error={mutation.error && forgotPasswordErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput
        label={t('fields.identifier')}
        autoComplete="username"
        withAsterisk
        error={form.formState.errors.identifier?.message}
        {...form.register('identifier')}
      />
      <Button type="submit" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <BackToLoginLink />
    </AuthFormCard>
  );
}
