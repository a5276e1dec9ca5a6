import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorBody, FieldErrors } from '../../shared/contracts/common';

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
export const forbidden = (message = "You don't have permission to perform this action.") => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Resource not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) => new AppError(409, code, message, details);
export const unprocessable = (message: string, code = 'UNPROCESSABLE') => new AppError(422, code, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', `Too many attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again.`, {
    retryAfterSeconds,
  });

/** Every error leaves the server as `{ message, code, details? }`; a 5xx never exposes internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ApiErrorBody) => reply.status(status).send(body);

    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', String((error.details as { retryAfterSeconds: number }).retryAfterSeconds));
      return send(error.status, { message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const key = where || error.validationContext || 'request';
        fields[key] ??= issue.message ?? 'is invalid';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `Invalid ${first[0]}: ${first[1]}` : 'Invalid request';
      return send(400, { message, code: 'VALIDATION', details: { fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its contract');
      return send(500, { message: 'Internal server error', code: 'INTERNAL' });
    }
    if (!error.statusCode && MULTIPART_PARSE_ERROR.test(error.message)) {
      return send(400, { message: 'The form data could not be read.', code: 'BAD_MULTIPART' });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState?.startsWith('22')) {
      // A data exception (a NUL byte in text, a number out of range…): the caller's input, not our fault.
      return send(400, { message: 'The request contains a value the server cannot store (invalid characters or a number out of range).', code: 'INVALID_VALUE' });
    }
    if (sqlState === '23505') {
      return send(409, { message: 'This record already exists.', code: 'CONFLICT' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(status, { message: clientErrorMessage(error), code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Internal server error', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No endpoint ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' } satisfies ApiErrorBody);
  });
}

/** The multipart parser (busboy) throws plain errors for a form it cannot read: the client's fault, a 400. */
const MULTIPART_PARSE_ERROR = /^Multipart: |unexpected end of multipart data/i;

/** The SQLSTATE of a database error, whether the driver's error arrives bare or wrapped by drizzle. */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

function clientErrorMessage(error: FastifyError): string {
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
