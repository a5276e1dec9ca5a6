import toast from 'react-hot-toast';
import { isApiError } from './api-error';

/** The error catalogue of spec part 1 §8, in one place: what a failed call tells the user. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return 'An unexpected error occurred.';
  if (error.isNetwork) return 'Network error. Please check your connection.';
  switch (error.status) {
    case 401:
      return SESSION_EXPIRED_MESSAGE;
    case 403:
      return "You don't have permission to perform this action.";
    case 404:
      return 'Resource not found.';
    case 500:
      return 'Server error. Please try again later.';
    default:
      return error.message || 'An error occurred. Please try again.';
  }
}

/** The server's message when it gave one the user can act on, else `fallback` (screens with their own texts). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && !error.isNetwork && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return fallback;
}

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Any 401 on a protected call (spec part 1 §8), whether or not the screen shows its own load errors. */
export const notifySessionExpired = () => toast.error(SESSION_EXPIRED_MESSAGE, { id: SESSION_EXPIRED_MESSAGE });

/** A failed call's message, on screen once however many calls failed with it. */
export const notifyCallFailure = (message: string) => toast.error(message, { id: message });
export const notifyError = (error: unknown) => notifyCallFailure(errorMessage(error));
export const notifySuccess = (message: string) => toast.success(message);
export const notifyFailure = (message: string) => toast.error(message);
