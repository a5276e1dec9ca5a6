import { i18n } from '@app/i18n/i18n';
import { type ApiError, isApiError } from './api-error';
import { codeText, knownText } from './message-texts';
import { showToast } from './toast';

/**
 * Codes that name only a kind of refusal (a rule broken, a record missing): their message says more than the code,
 * so it wins (translated when the message files know it, else as the server wrote it).
 */
const GENERIC_CODES = new Set(['BAD_REQUEST', 'VALIDATION', 'CONFLICT', 'UNPROCESSABLE', 'NOT_FOUND', 'FORBIDDEN', 'CONSTRAINT_VIOLATED', 'MISSING_VALUE', 'REFERENCE_NOT_FOUND', 'INVALID_VALUE', 'IN_USE']);

/**
 * What the server said, in the language on screen: its message when the message files know it word for word (or
 * by its template), else the text of its code, else the message as the server wrote it (docs/i18n.md).
 */
export function serverText(error: ApiError): string {
  const known = error.message ? knownText(error.message) : null;
  if (known) return known;
  if (error.code && GENERIC_CODES.has(error.code) && error.message) return error.message;
  return codeText(error.code) ?? error.message;
}

/** The error catalogue of spec part 1 §8, in one place: what a failed call tells the user. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('errors:catalogue.unexpected');
  if (error.isNetwork) return i18n.t('errors:catalogue.network');
  switch (error.status) {
    case 401:
      return i18n.t('errors:catalogue.sessionExpired');
    case 403:
      return i18n.t('errors:catalogue.forbidden');
    case 404:
      return i18n.t('errors:catalogue.notFound');
    case 500:
      return i18n.t('errors:catalogue.server');
    default:
      return serverText(error) || i18n.t('errors:catalogue.generic');
  }
}

/** The server's message when it gave one the user can act on, else `fallback` (screens with their own texts). */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (isApiError(error) && !error.isNetwork && error.status >= 400 && error.status < 500 && error.message) return serverText(error);
  return fallback;
}

/** The toast id of the expired session (English, so every screen's 401 shares one toast whatever the language). */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

/** Any 401 on a protected call (spec part 1 §8), whether or not the screen shows its own load errors. */
export const notifySessionExpired = () => showToast((toast) => toast.error(i18n.t('errors:catalogue.sessionExpired'), { id: SESSION_EXPIRED_MESSAGE }));

/** The toast id of 'Please login to access this page' (English, one toast however many times the guard runs). */
const LOGIN_REQUIRED_ID = 'Please login to access this page';

/** A signed-out visitor sent from the profile to /login (spec part 2 §8), in the public texts: no one is signed in. */
export const notifyLoginRequired = () => showToast((toast) => toast.error(i18n.t('shell:loginRequired'), { id: LOGIN_REQUIRED_ID }));

/** A failed call's message, on screen once however many calls failed with it. */
export const notifyCallFailure = (message: string) => showToast((toast) => toast.error(message, { id: message }));
export const notifyError = (error: unknown) => notifyCallFailure(errorMessage(error));
/** With an `id`, a later toast of the same id replaces this one instead of showing beside it. */
export const notifySuccess = (message: string, id?: string) => showToast((toast) => toast.success(message, id === undefined ? undefined : { id }));
export const notifyFailure = (message: string) => showToast((toast) => toast.error(message));
