import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { generateAgentCode } from '@shared/agent-code';
import { submitPreRegistration } from '@shared/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiCall } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify';
import { saveSession } from '../../../lib/session';
import { REGISTER_DEFAULTS, type RegisterFormInput, type RegisterFormOutput, registerFormSchema } from '../forms/register-form';
import { registrationErrorMessage } from '../lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { AccountSection, PersonalSection, ProfessionalSection } from './RegisterSections';

/** The role value pre-registration sends (spec part 1 §1); the server makes the account a potential agent. */
const REGISTRATION_ROLE = 'AGENT';

/** Agent pre-registration: on success the returned session is stored and the agent lands on the dashboard. */
export function RegisterPage() {
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [agentCode] = useState(generateAgentCode);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({ resolver: zodResolver(registerFormSchema), defaultValues: REGISTER_DEFAULTS });

  const mutation = useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...fields }: RegisterFormOutput) =>
      apiCall(submitPreRegistration, { body: { ...fields, role: REGISTRATION_ROLE, agentCode } }),
    meta: { silent: true },
    onSuccess: (data) => {
      saveSession({ token: data.token, role: data.role, user: data.user });
      void navigate({ to: '/dashboard', replace: true });
    },
    onError: () => notifyFailure('Registration failed'),
  });

  const back = () => (canGoBack ? router.history.back() : void navigate({ to: '/login' }));

  return (
    <AuthLayout title="Agent registration" subtitle="Tell us about yourself to join as a field agent." width={760}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <Stack gap="md">
          <FormError message={mutation.error && registrationErrorMessage(mutation.error)} />
          <PersonalSection form={form} />
          <ProfessionalSection form={form} />
          <AccountSection form={form} />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={back}>
              Back
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Processing...' : 'Complete Registration'}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
