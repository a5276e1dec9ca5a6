import { accessOf } from '@shared/permissions';
import type { EndpointRoute } from '../endpoint-table';
import { KEY_PATTERN } from '../idempotency/keys';
import { apiErrorSchema } from '@shared/contracts/common';
import { OCCURRED_AT_HEADER, SESSION_ID_HEADER } from '@shared/contracts/headers';
import { occurredAtSchema, sessionIdSchema } from '@shared/contracts/sync';
import { type JsonSchema, jsonSchemaOf } from './json-schema';

export const API_ERROR_REF = { $ref: '#/components/schemas/ApiError' };

/** The one error body, `{ message, code, details? }`: `details.fields` maps each field to its message on a 400. */
export const API_ERROR_SCHEMA: JsonSchema = { ...jsonSchemaOf(apiErrorSchema, 'input'), description: 'Every refusal and error of the API.' };

const REFUSALS: Record<number, string> = {
  400: 'The request breaks the contract (VALIDATION, with `details.fields`) or a rule refused it (BAD_REQUEST and others)',
  401: 'No token (“Authentication required”), or an expired, altered or revoked one (“Session expired. Please login again.”)',
  403: 'Signed in, but the role may not do this',
  404: 'No such record, or a record of another company',
  409: 'A conflict: the record or value exists already, or a request with the same Idempotency-Key is still running (IN_FLIGHT)',
  413: 'The body or an uploaded file is too large',
  414: 'A path parameter is too long',
  415: 'The content type of the body is not accepted',
  422: 'The Idempotency-Key was used for another request (IDEMPOTENCY_MISMATCH), the write was made more than 90 days ago (OCCURRED_TOO_OLD), or the rules refuse a well-formed request',
  429: 'Too many attempts (RATE_LIMITED): try again after Retry-After seconds',
  500: 'Internal server error (INTERNAL); internals are never shown',
  503: 'A service the request needs is unavailable: the database (DATABASE_UNAVAILABLE), mail, setup; or the server is busy (SYNC_BUSY). With Retry-After where it says when to try again',
};

/** Statuses of a refusal stored with a keyed write's answer, so a retry may be answered with it again (replayed). */
const STORABLE_REFUSALS = new Set([400, 403, 404, 409, 422]);

export const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any visible text, e.g. a uuid per intended change. A retry with the same key gets the first answer (Idempotent-Replayed: true); the same key with another request answers 422.',
  schema: { type: 'string', pattern: KEY_PATTERN.source },
};

export const OCCURRED_AT_PARAMETER = {
  name: OCCURRED_AT_HEADER,
  in: 'header',
  required: false,
  description:
    'When the user made this change (ISO 8601 date-time with Z or an offset), e.g. a write queued offline; kept as the record\'s recordedAt. ' +
    'Without it, the server time. Later than the server clock: the server time. Before the session it was made in began: that start. More than 90 days ago: 422 OCCURRED_TOO_OLD. Not part of the Idempotency-Key fingerprint.',
  schema: jsonSchemaOf(occurredAtSchema, 'input'),
};

export const SESSION_ID_PARAMETER = {
  name: SESSION_ID_HEADER,
  in: 'header',
  required: false,
  description:
    'The sign-in session the change was made in (the id of the token it was made under), e.g. a write queued before a sign-out and sent after the next sign-in. ' +
    'The time of the act is never earlier than the start of that session, or of the current one when it names none or a session that is not the caller\'s (ADR 0046). Not part of the Idempotency-Key fingerprint.',
  schema: jsonSchemaOf(sessionIdSchema, 'input'),
};

const HEADERS = {
  replayed: { description: 'Present on the stored answer of an earlier request with the same Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
  retryAfter: { description: 'Whole seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 1 } },
  retryAfterWhenSent: { description: 'Whole seconds to wait before trying again (sent when the database is unavailable or the sync is busy).', schema: { type: 'integer', minimum: 1 } },
  disposition: { description: 'The file name to save the download under (`attachment; filename=…`).', schema: { type: 'string' } },
  etag: { description: 'A strong validator of this answer: send it back in If-None-Match to get a 304 while it is unchanged (ADR 0062).', schema: { type: 'string' } },
};

/**
 * A read's JSON answer answers 304 to an If-None-Match naming its current ETag (plugins/revalidated-reads.ts); a
 * read that may also answer a download (a CSV export) carries none then.
 */
export const isRevalidatedRead = (route: EndpointRoute) => route.ep.method === 'GET';

export const IF_NONE_MATCH_PARAMETER = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'ETags of answers the client holds (browsers send it themselves): when one is the current answer\'s, 304 with no body.',
  schema: { type: 'string' },
};

export const NOT_MODIFIED_RESPONSE = {
  description: 'Not Modified: If-None-Match named the current answer; use the one held. Only ETag, Cache-Control, Vary and Date are sent.',
  headers: { ETag: { ...HEADERS.etag, required: true } },
};

/**
 * The refusals an endpoint can answer: those its shape implies (input, access, path parameters, idempotent
 * writes, bodies) and those its contract declares in `errors`.
 */
export function refusalStatuses(route: EndpointRoute): number[] {
  const { ep } = route;
  const write = ep.method !== 'GET';
  // Every operation reads the database, which may be unreachable for a while (503, ADR 0048).
  const statuses = new Set<number>([500, 503, ...(ep.errors ?? [])]);
  if (write || ep.params || ep.query || ep.body) statuses.add(400);
  if (ep.access !== 'public') statuses.add(401);
  if (Array.isArray(accessOf(ep))) statuses.add(403);
  if (ep.path.includes('{')) [404, 414].forEach((s) => statuses.add(s));
  if (route.keyed) [409, 422].forEach((s) => statuses.add(s));
  if (write) [413, 415].forEach((s) => statuses.add(s));
  return [...statuses].sort((a, b) => a - b);
}

/** The refusal answers of an operation, each the error body, with the headers that come with it. */
export function refusalResponses(route: EndpointRoute): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const status of refusalStatuses(route)) {
    const headers = {
      ...(status === 429 ? { 'Retry-After': HEADERS.retryAfter } : {}),
      ...(status === 503 ? { 'Retry-After': HEADERS.retryAfterWhenSent } : {}),
      ...(route.keyed && STORABLE_REFUSALS.has(status) ? { 'Idempotent-Replayed': HEADERS.replayed } : {}),
    };
    responses[String(status)] = {
      description: REFUSALS[status],
      ...(Object.keys(headers).length ? { headers } : {}),
      content: { 'application/json': { schema: API_ERROR_REF } },
    };
  }
  return responses;
}

/** Headers of the success answer: the replay marker of keyed writes, the file name of downloads. */
export function successHeaders(route: EndpointRoute, download: boolean): Record<string, unknown> | undefined {
  const headers = {
    ...(route.keyed ? { 'Idempotent-Replayed': HEADERS.replayed } : {}),
    ...(download ? { 'Content-Disposition': HEADERS.disposition } : {}),
    ...(isRevalidatedRead(route) ? { ETag: HEADERS.etag } : {}),
  };
  return Object.keys(headers).length ? headers : undefined;
}
