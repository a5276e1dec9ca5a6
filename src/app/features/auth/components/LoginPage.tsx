import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@app/components/LanguageSelect';
import { useLogin } from '../api/auth-mutations';
import { type LoginFormValues, loginFormSchema } from '../forms/login-form';
import { loginErrorMessage } from '../lib/auth-messages';
import { readRemembered } from '../lib/remember-me';
import { AuthFormCard } from './AuthFormCard';

export const POST_LOGIN_DELAY_MS = 1000;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const [remembered] = useState(readRemembered);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { ...remembered, password: '' },
  });
  const { errors } = form.formState;
  const mutation = useLogin(() => {
    timer.current = setTimeout(() => void navigate({ to: '/dashboard' }), POST_LOGIN_DELAY_MS);
  });
  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <AuthFormCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      form={form}
      error={mutation.error && loginErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput
        label={t('fields.identifier')}
        autoComplete="username"
        inputMode="email"
        withAsterisk
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <PasswordInput label={t('fields.password')} visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }} autoComplete="current-password" withAsterisk error={errors.password?.message} {...form.register('password')} />
      <Group justify="space-between" gap="xs">
        <Checkbox label={t('login.remember')} {...form.register('remember')} />
        <Anchor component={Link} to="/forgot-password" size="sm">
          {t('login.forgot')}
        </Anchor>
      </Group>
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <Text size="sm" ta="center">
        {t('login.noAccount')}{' '}
        <Anchor component={Link} to="/signup">
          {t('login.signUp')}
        </Anchor>
      </Text>
      <Text size="sm" ta="center">
        {t('login.becomeAgent')}{' '}
        <Anchor component={Link} to="/register">
          {t('login.register')}
        </Anchor>
      </Text>
      <Group justify="center">
        <LanguageSelect />
      </Group>
    </AuthFormCard>
  );
}
