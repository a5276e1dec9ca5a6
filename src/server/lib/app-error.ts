import type { FieldErrors } from '@shared/contracts/common';

/** A refusal with a status, a stable code and a message the user can read. Thrown by services. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) =>
  new AppError(400, 'BAD_REQUEST', message, fields ? { fields } : undefined);
export const unauthorized = (message = 'Session expired. Please login again.') => new AppError(401, 'UNAUTHENTICATED', message);
/** A request without a token: nothing expired, the caller has to sign in. */
export const authenticationRequired = () => new AppError(401, 'UNAUTHENTICATED', 'Authentication required');
export const forbidden = (message = "You don't have permission to perform this action.") => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Resource not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) => new AppError(409, code, message, details);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new AppError(422, code, message);
/** 429 with the wait in whole seconds (the `Retry-After` header, at least 1) and a message naming the minutes. */
export function tooManyRequests(waitSeconds: number, message?: (retryAfterSeconds: number) => string): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(waitSeconds));
  const text = message?.(retryAfterSeconds) ?? `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`;
  return new AppError(429, 'RATE_LIMITED', text, { retryAfterSeconds });
}
