import { accessOf } from '@shared/permissions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { OCCURRED_AT_HEADER, SESSION_ID_HEADER } from '@shared/contracts/headers';
import { occurredAtSchema, sessionIdSchema } from '@shared/contracts/sync';
import type { AppDeps } from '../context';
import { requireRole } from '@server/access/require-access';
import { authenticate, optionalUser } from './auth';
import { runEndpoint, type EndpointOutcome } from './endpoint-call';
import {
  type BulkWriter,
  type EndpointHandler,
  type EndpointOptions,
  type EndpointRoute,
  endpointTableOf,
  toFastifyPath,
} from './endpoint-table';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, REPLAYED_HEADER } from './idempotency/keys';
import { refuseNulCharacters } from './nul-characters';
import { confirmingErrorHandler, runForCaller, startProvisional } from './provisional-session';

const OCCURRED_AT = OCCURRED_AT_HEADER.toLowerCase();
const SESSION_ID = SESSION_ID_HEADER.toLowerCase();
/** The headers a write may carry beyond the usual ones: validated like a sync entry's occurredAt and sessionId, and documented. */
const writeHeaders = z.looseObject({
  [OCCURRED_AT]: z.optional(occurredAtSchema).check(z.describe('When the user acted (ISO 8601); the server time without it')),
  [SESSION_ID]: z.optional(sessionIdSchema).check(z.describe('The sign-in session the write was made in; the current one without it')),
});

/**
 * Registers one endpoint of the shared contracts: in the app's endpoint table (the sync batch dispatches
 * through it; the OpenAPI document is built from that table) and as a Fastify route with its path,
 * authentication and role guard from `access`, NUL characters refused, validation (400 with field errors), the
 * success status, and for writes `Idempotency-Key` (the handler and its stored answer in one transaction).
 * A read with `authEpochInReads` runs on a cached session checked in its own statements
 * (plugins/provisional-session.ts, ADR 0038). Routes stay one line each.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  ep: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const multipart = ep.bodyKind === 'multipart';
  const route: EndpointRoute = {
    ep,
    handler: handler as unknown as EndpointHandler<EndpointDef>,
    keyed: ep.method !== 'GET' && options.idempotent !== false,
    multipart,
  };
  const lateCheck = options.authEpochInReads === true;
  if (lateCheck && ep.method !== 'GET') throw new Error(`${ep.method} ${ep.path}: only reads may check the session in their own statements`);
  endpointTableOf(app).add(route);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: toFastifyPath(ep.path),
    schema: {
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body && !multipart ? { body: ep.body } : {}),
      ...(route.keyed ? { headers: writeHeaders } : {}),
      ...(ep.responseKind === 'download' ? {} : { response: { [ep.successStatus ?? 200]: ep.response } }),
    },
    // Before the body is parsed and validated: a caller without a token or of another role learns nothing
    // about the payload (401/403, not a 400), and an anonymous caller cannot make the server parse a large body.
    onRequest: async (request) => {
      if (lateCheck && startProvisional(deps, request, ep)) return;
      const { authorization } = request.headers;
      request.user = ep.access === 'public' ? await optionalUser(deps, authorization) : await authenticate(deps, authorization);
      const access = accessOf(ep);
      if (Array.isArray(access) && request.user) requireRole(request.user, access);
    },
    preValidation: async (request) => refuseNulCharacters({ params: request.params, query: request.query, body: request.body }),
    // The refusals of a request on a provisional session wait for the session's confirmation (a revoked token: 401).
    ...(lateCheck ? { errorHandler: confirmingErrorHandler(deps, ep) } : {}),
    handler: async (request, reply) => {
      const outcome = await runForCaller(deps, request, ep, (user) => runEndpoint(deps, route, {
        user,
        params: request.params,
        query: request.query,
        body: request.body,
        ip: request.ip,
        log: request.log,
        url: request.url,
        idempotencyKey: route.keyed ? (idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]) ?? null) : null,
        occurredAt: occurredAtHeaderOf(route, request.headers[OCCURRED_AT]),
        sessionId: route.keyed ? headerValue(request.headers[SESSION_ID]) : null,
        upload: multipart && request.isMultipart() ? request : null,
      }));
      return send(reply, outcome);
    },
  });
}

/** A write's X-Occurred-At, already checked against occurredAtSchema by the route's header validation. */
function occurredAtHeaderOf(route: EndpointRoute, value: string | string[] | undefined): Date | null {
  return route.keyed && typeof value === 'string' ? new Date(value) : null;
}

/** A header given once (validated by the route's header schema); null otherwise. */
const headerValue = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);

/** Sends the outcome; a handler's value is returned for the route's serializer (the contract's response schema). */
function send(reply: FastifyReply, outcome: EndpointOutcome): unknown {
  switch (outcome.kind) {
    case 'value':
      reply.status(outcome.status);
      return outcome.value;
    case 'download':
      return reply.headers(outcome.download.headers).send(outcome.download.body);
    case 'stored': {
      if (outcome.replayed) reply.header(REPLAYED_HEADER, 'true');
      reply.status(outcome.answer.status);
      if (outcome.answer.json === null) return reply.send();
      return reply.type('application/json; charset=utf-8').send(outcome.answer.json);
    }
  }
}

/** Lets the sync batch write runs of entries to `ep` in bulk (bar P4); only for paths without parameters. */
export function registerBulkWriter<E extends EndpointDef>(app: FastifyInstance, ep: E, write: BulkWriter<E>): void {
  endpointTableOf(app).addBulkWriter(ep, write);
}
