import { useMutation } from '@tanstack/react-query';
import { forgotPassword, login, resetPassword, signup, submitPreRegistration } from '@shared/contracts/auth';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess } from '@app/lib/notify';
import { saveSession } from '@app/lib/session';
import type { LoginFormValues } from '../forms/login-form';
import type { RegisterFormOutput } from '../forms/register-form';
import type { SignupFormValues } from '../forms/signup-form';
import { applyRememberMe } from '../lib/remember-me';

/** The account screens show their failures inline (spec part 1 §8): their mutations toast nothing on error. */
const INLINE_ERRORS = { errorToast: false } as const;

/** The role value pre-registration sends (spec part 1 §1); the server makes the account a potential agent. */
const REGISTRATION_ROLE = 'AGENT';

/** Sign-in: the session is stored and remember-me applied; the screen decides where to go next. */
export function useLogin(onSignedIn: () => void) {
  return useMutation({
    mutationFn: ({ identifier, password }: LoginFormValues) => apiCall(login, { body: { identifier, password } }),
    meta: INLINE_ERRORS,
    onSuccess: (data, values) => {
      saveSession({ token: data.token, role: data.role, user: data.user });
      applyRememberMe(values.remember, values.identifier.trim());
      notifySuccess(i18n.t('auth:login.done'));
      onSignedIn();
    },
  });
}

export function useSignup(onCreated: () => void) {
  return useMutation({
    mutationFn: (body: SignupFormValues) => apiCall(signup, { body: { ...body, email: body.email.trim() } }),
    meta: INLINE_ERRORS,
    onSuccess: () => {
      notifySuccess(i18n.t('auth:signup.done'));
      onCreated();
    },
  });
}

/** Agent pre-registration: the answer is a session, stored at once. The failure is toasted and shown inline. */
export function usePreRegistration(agentCode: string, onRegistered: () => void) {
  return useMutation({
    mutationFn: ({ confirmPassword: _confirm, ...fields }: RegisterFormOutput) =>
      apiCall(submitPreRegistration, { body: { ...fields, role: REGISTRATION_ROLE, agentCode } }),
    meta: { errorToast: () => i18n.t('auth:register.failed') },
    onSuccess: (data) => {
      saveSession({ token: data.token, role: data.role, user: data.user });
      onRegistered();
    },
  });
}

export function useForgotPassword(onSent: (identifier: string) => void) {
  return useMutation({
    mutationFn: (body: { identifier: string }) => apiCall(forgotPassword, { body }),
    meta: INLINE_ERRORS,
    onSuccess: (_data, values) => {
      notifySuccess(i18n.t('auth:forgot.done'));
      onSent(values.identifier);
    },
  });
}

export function useResetPassword(token: string, onReset: () => void) {
  return useMutation({
    mutationFn: ({ newPassword }: { newPassword: string }) => apiCall(resetPassword, { body: { token, newPassword } }),
    meta: INLINE_ERRORS,
    onSuccess: () => {
      notifySuccess(i18n.t('auth:reset.done'));
      onReset();
    },
  });
}
