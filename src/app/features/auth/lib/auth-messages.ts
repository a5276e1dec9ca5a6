import { isApiError } from '../../../lib/api-error';
import { errorMessage, serverMessageOr } from '../../../lib/notify';

const NETWORK = 'Network error. Please check your connection.';

/**
 * The inline texts of spec part 1 §8 for the account screens. Two additions the spec leaves open: no answer
 * at all says so (offline is common in the field), and a 429 shows the server's rate-limit message.
 */
const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);
const special = (error: unknown): string | null => {
  if (isApiError(error) && error.isNetwork) return NETWORK;
  if (statusOf(error) === 429) return serverMessageOr(error, 'Too many attempts. Please try again later.');
  return null;
};

export function loginErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 400) return 'Username and password are required!';
  if (status === 401) return 'Invalid username or password!';
  if (status === 404) return 'User not found!';
  return special(error) ?? 'Unexpected Error! Please contact your system administrator';
}

export function forgotPasswordErrorMessage(error: unknown): string {
  if (statusOf(error) === 404) return 'No account found with that email or phone number';
  return special(error) ?? 'Failed to send reset email. Please try again later.';
}

export function verifyTokenErrorMessage(error: unknown): string {
  if (statusOf(error) === 400) return 'Invalid or expired reset link. Please request a new one.';
  return special(error) ?? 'Failed to verify reset link. Please try again.';
}

export function resetPasswordErrorMessage(error: unknown): string {
  if (statusOf(error) === 400) return serverMessageOr(error, 'Invalid or expired reset token');
  return special(error) ?? 'Failed to reset password. Please try again later.';
}

export function signupErrorMessage(error: unknown): string {
  return special(error) ?? serverMessageOr(error, 'Unexpected error! Please contact your system administrator.');
}

/** Registration shows the failure toast plus this message inline: the server's, else the global catalogue's. */
export function registrationErrorMessage(error: unknown): string {
  return special(error) ?? serverMessageOr(error, errorMessage(error));
}
