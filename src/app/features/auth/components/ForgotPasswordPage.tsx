import { zodResolver } from '@hookform/resolvers/zod';
import { Button, TextInput } from '@mantine/core';
import { forgotPasswordBody } from '@shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useForgotPassword } from '../api/auth-mutations';
import { forgotPasswordErrorMessage } from '../lib/auth-messages';
import { AuthFormCard } from './AuthFormCard';
import { BackToLoginLink } from './BackToLoginLink';
import { ResetLinkSent } from './ResetLinkSent';

type Values = z.infer<typeof forgotPasswordBody>;

/** Form → sent view → Try Again back to the form (spec part 1 §4). */
export function ForgotPasswordPage() {
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
      title="Forgot password"
      subtitle="Enter your email or phone number and we will send you a link to reset your password."
      form={form}
      error={mutation.error && forgotPasswordErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput
        label="Email or phone number"
        autoComplete="username"
        withAsterisk
        error={form.formState.errors.identifier?.message}
        {...form.register('identifier')}
      />
      <Button type="submit" fullWidth disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <BackToLoginLink />
    </AuthFormCard>
  );
}
