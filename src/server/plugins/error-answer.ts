import type { FastifyBaseLogger } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '@shared/contracts/common';
import { databaseErrorOf } from '../db/errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { databaseErrorAnswer } from './database-error-answer';

/** How a failed call is answered: the one mapping of the Fastify error handler and of the sync batch's entries. */
export interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
  headers?: Record<string, string>;
}

/** One failed check of a request part, as Fastify reports a schema validation issue. */
export interface InputIssue {
  /** `/field/0/name`: where in the part; `/` for the part as a whole. */
  instancePath: string;
  message?: string;
}

/** Params, body or query that break their contract, found outside Fastify's validation (the sync batch). */
export class InputRejected extends Error {
  constructor(
    readonly validationContext: 'params' | 'body' | 'querystring',
    readonly validation: InputIssue[],
  ) {
    super(`invalid ${validationContext}`);
  }
}

/** The multipart parser (busboy) throws plain errors for a form it cannot read: the client's fault, a 400. */
const MULTIPART_PARSE_ERROR = /^Multipart: |unexpected end of multipart data/i;

interface ThrownError {
  message: string;
  code?: string;
  statusCode?: number;
  cause?: unknown;
}

const INTERNAL: ErrorAnswer = { status: 500, body: { message: 'Internal server error', code: 'INTERNAL' } };

/** Seconds a client should wait before trying again while the database cannot be reached (it is usually a restart). */
export const DATABASE_RETRY_AFTER_S = 5;
const DATABASE_UNAVAILABLE: ErrorAnswer = {
  status: 503,
  body: { message: 'The database is unavailable: try again shortly.', code: 'DATABASE_UNAVAILABLE' },
  headers: { 'retry-after': String(DATABASE_RETRY_AFTER_S) },
};

/** Every error leaves the server as `{ message, code, details? }`; a 5xx never exposes internals. */
export function errorAnswer(error: unknown, log: FastifyBaseLogger): ErrorAnswer {
  if (error instanceof AppError) {
    const body = { message: error.message, code: error.code, details: error.details };
    if (error.status !== 429) return { status: error.status, body };
    // Retry-After is whole seconds (RFC 9110), rounded up so a client waiting that long is let in.
    return { status: 429, body, headers: { 'retry-after': String(Math.ceil((error.details as { retryAfterSeconds: number }).retryAfterSeconds)) } };
  }
  if (error instanceof InputRejected) return validationAnswer(error.validation, error.validationContext);
  if (hasZodFastifySchemaValidationErrors(error)) return validationAnswer(error.validation, error.validationContext);
  const thrown = error as ThrownError;
  if (isResponseSerializationError(thrown)) {
    log.error({ err: error, cause: thrown.cause }, 'response does not match its contract');
    return INTERNAL;
  }
  if (!thrown.statusCode && MULTIPART_PARSE_ERROR.test(thrown.message)) {
    return { status: 400, body: { message: 'The form data could not be read.', code: 'BAD_MULTIPART' } };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, 'database unavailable');
    return DATABASE_UNAVAILABLE;
  }
  const database = databaseErrorOf(error);
  const refused = database && databaseErrorAnswer(database);
  if (refused) return refused;
  const status = thrown.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: clientErrorMessage(thrown), code: thrown.code ?? 'BAD_REQUEST' } };
  log.error({ err: error }, 'unhandled error');
  return INTERNAL;
}

/** 400 VALIDATION with one message per field (dotted path), the first of them as the message. */
function validationAnswer(issues: InputIssue[], context: string | undefined): ErrorAnswer {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const key = where || context || 'request';
    fields[key] ??= issue.message ?? 'is invalid';
  }
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request';
  return { status: 400, body: { message, code: 'VALIDATION', details: { fields } } };
}

function clientErrorMessage(error: ThrownError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    default:
      return error.message;
  }
}
