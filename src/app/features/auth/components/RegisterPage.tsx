import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { generateAgentCode } from '@shared/agent-code';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { forgetSubmittedEarly, takeSubmittedEarly } from '@app/lib/submitted-early';
import { usePreRegistration } from '../api/auth-mutations';
import { REGISTER_DEFAULTS, type RegisterFormInput, type RegisterFormOutput, registerFormSchema } from '../forms/register-form';
import { registrationErrorMessage } from '../lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { AccountSection, PersonalSection, ProfessionalSection } from './RegisterSections';

/** Agent pre-registration: on success the returned session is stored and the agent lands on the dashboard. */
export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [agentCode] = useState(generateAgentCode);
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({ resolver: zodResolver(registerFormSchema), defaultValues: REGISTER_DEFAULTS });

  const mutation = usePreRegistration(agentCode, () => void navigate({ to: '/dashboard', replace: true }));

  const back = () => (canGoBack ? router.history.back() : void navigate({ to: '/login' }));
  // A tap on Complete Registration on the built page, before the app ran (ADR 0025), is sent once the app has
  // adopted the form, with what is in the fields then (ADR 0031), as AuthFormCard does for the other public forms.
  const formElement = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit((values) => mutation.mutate(values));
  const submitIfTappedEarly = useEffectEvent(() => {
    if (takeSubmittedEarly(formElement.current)) void submit();
  });
  useEffect(() => submitIfTappedEarly(), []);

  return (
    <AuthLayout title={t('register.title')} subtitle={t('register.subtitle')} width={760}>
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => {
          forgetSubmittedEarly();
          void submit(event);
        }}
      >
        <Stack gap="md">
          <FormError message={mutation.error && registrationErrorMessage(mutation.error)} />
          <PersonalSection form={form} />
          <ProfessionalSection form={form} />
          <AccountSection form={form} />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={back}>
              {t('common:actions.back')}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? t('register.submitting') : t('register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthLayout>
  );
}
