import type { FieldErrors } from '@shared/contracts/common';
import { translateMessage } from './message-texts';

/** A failed call: `status` 0 means no response was received (offline, connection refused, aborted). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** Field errors of a 400 or 409 answer, keyed by field path, in the language on screen where the app knows them. */
  get fieldErrors(): FieldErrors {
    const fields = (this.details as { fields?: FieldErrors } | undefined)?.fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path, translateMessage(message)]));
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
