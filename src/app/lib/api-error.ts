import type { FieldErrors } from '@shared/contracts/common';

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

  /** Field errors of a 400 VALIDATION answer, keyed by field path. */
  get fieldErrors(): FieldErrors {
    const fields = (this.details as { fields?: FieldErrors } | undefined)?.fields;
    return fields ?? {};
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
