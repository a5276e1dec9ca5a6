import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLogin } from '../api/auth-mutations';
import { type LoginFormValues, loginFormSchema } from '../forms/login-form';
import { loginErrorMessage } from '../lib/auth-messages';
import { readRemembered } from '../lib/remember-me';
import { AuthFormCard } from './AuthFormCard';

export const POST_LOGIN_DELAY_MS = 1000;

export function LoginPage() {
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
      title="Sign in"
      subtitle="Welcome to the Field Agent Portal"
      form={form}
      error={mutation.error && loginErrorMessage(mutation.error)}
      onValid={(values) => mutation.mutate(values)}
    >
      <TextInput
        label="Email or phone number"
        autoComplete="username"
        inputMode="email"
        withAsterisk
        error={errors.identifier?.message}
        {...form.register('identifier')}
      />
      <PasswordInput label="Password" autoComplete="current-password" withAsterisk error={errors.password?.message} {...form.register('password')} />
      <Group justify="space-between" gap="xs">
        <Checkbox label="Remember me" {...form.register('remember')} />
        <Anchor component={Link} to="/forgot-password" size="sm">
          Forgot password?
        </Anchor>
      </Group>
      <Button type="submit" fullWidth disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
      <Text size="sm" ta="center">
        Don&apos;t have an account?{' '}
        <Anchor component={Link} to="/signup">
          Sign up
        </Anchor>
      </Text>
      <Text size="sm" ta="center">
        Want to become a field agent?{' '}
        <Anchor component={Link} to="/register">
          Register as an agent
        </Anchor>
      </Text>
    </AuthFormCard>
  );
}
