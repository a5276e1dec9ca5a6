import { i18n } from '@app/i18n/i18n';
import { isApiError } from '@app/lib/api-error';
import { errorMessage, serverMessageOr } from '@app/lib/notify';

/** The account screens' failure texts, in the language on screen when the failure is shown. */
const text = i18n.getFixedT(null, 'auth', 'errors');

/**
 * The inline texts of spec part 1 §8 for the account screens. Two additions the spec leaves open: no answer
 * at all says so (offline is common in the field), and a 429 shows the server's rate-limit message.
 */
const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);
const special = (error: unknown): string | null => {
  if (isApiError(error) && error.isNetwork) return text('network');
  if (statusOf(error) === 429) return serverMessageOr(error, text('tooMany'));
  return null;
};

export function loginErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return text('loginRequired');
  if (status === 401) return text('loginInvalid');
  if (status === 404) return text('loginNotFound');
  return special(error) ?? text('loginUnexpected');
}

export function forgotPasswordErrorMessage(error: unknown): string {
  if (statusOf(error) === 404) return text('forgotNotFound');
  return special(error) ?? text('forgotFailed');
}

export function verifyTokenErrorMessage(error: unknown): string {
  if (statusOf(error) === 400) return text('verifyInvalid');
  return special(error) ?? text('verifyFailed');
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (statusOf(error) === 400) return serverMessageOr(error, text('resetInvalid'));
  return special(error) ?? text('resetFailed');
}

export function signupErrorMessage(error: unknown): string {
  return special(error) ?? serverMessageOr(error, text('signupUnexpected'));
}

/** Registration shows the failure toast plus this message inline: the server's, else the global catalogue's. */
export function registrationErrorMessage(error: unknown): string {
  return special(error) ?? serverMessageOr(error, errorMessage(error));
}
