import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BodyOf, EndpointDef, ParamsOf, QueryOf, ResponseOf } from '../../shared/contracts/endpoint';
import type { AppDeps } from '../context';
import { type AuthUser, authenticate, requireRole } from './auth';
import { answerIdempotently, idempotencyKeyOf } from './idempotency';

export interface EndpointContext<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers the contract's response, or the reply itself when it has sent a download. */
export type EndpointHandler<E extends EndpointDef> = (ctx: EndpointContext<E>) => Promise<ResponseOf<E> | FastifyReply>;

export interface EndpointOptions {
  /**
   * false: the endpoint is not wrapped in the idempotency transaction (the sync batch, whose entries each
   * get their own). Every other write honours `Idempotency-Key`.
   */
  idempotent?: boolean;
}

/** `{id}` (spec) → `:id` (Fastify). */
export const toFastifyPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * Registers one endpoint of the shared contracts: path, validation (400 with field errors), authentication
 * and role guard from `access`, OpenAPI documentation, the success status, and for writes `Idempotency-Key`
 * (plugins/idempotency.ts: the handler and its stored answer in one transaction). Routes stay one line each.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  deps: AppDeps,
  ep: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions = {},
): void {
  const multipart = ep.bodyKind === 'multipart';
  const download = ep.responseKind === 'download';
  const status = ep.successStatus ?? 200;
  const keyed = ep.method !== 'GET' && options.idempotent !== false;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: toFastifyPath(ep.path),
    schema: {
      summary: ep.summary,
      tags: [ep.tag],
      security: ep.access === 'public' ? [] : [{ bearerAuth: [] }],
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body && !multipart ? { body: ep.body } : {}),
      ...(download ? {} : { response: { [ep.successStatus ?? 200]: ep.response } }),
    },
    // Before the body is parsed and validated: a caller without a token or of another role learns nothing
    // about the payload (401/403, not a 400), and an anonymous caller cannot make the server parse a large body.
    onRequest: async (request) => {
      request.user = knownCallerOf(request) ?? (ep.access === 'public' ? await optionalUser(deps, request) : await authenticate(deps, request));
      if (Array.isArray(ep.access) && request.user) requireRole(request.user, ep.access);
    },
    handler: async (request, reply) => {
      const invoke = () =>
        handler({
          params: request.params as ParamsOf<E>,
          query: request.query as QueryOf<E>,
          body: request.body as BodyOf<E>,
          user: request.user as EndpointContext<E>['user'],
          request,
          reply,
        });
      const key = keyed ? idempotencyKeyOf(request) : undefined;
      if (!key) {
        const result = await invoke();
        if (result === reply) return reply;
        reply.status(status);
        return result;
      }
      return answerIdempotently(deps, {
        request,
        reply,
        key,
        multipart,
        run: async () => {
          const result = await invoke();
          // Encoded as the serializer would, inside the transaction: an answer breaking its contract rolls back.
          return result === reply ? null : { status, json: JSON.stringify(ep.response.encode(result)) };
        },
      });
    },
  });
}

const knownCaller = new AsyncLocalStorage<{ authorization: string; user: AuthUser }>();

/**
 * Runs `fn` (the sync batch dispatching its entries in-process) knowing that requests it makes with this
 * authorization header are by `user`, authenticated once for the whole batch rather than once per entry.
 * Only code running inside `fn` can be in this context, so no outside request can claim it.
 */
export function withKnownCaller<T>(authorization: string, user: AuthUser, fn: () => Promise<T>): Promise<T> {
  return knownCaller.run({ authorization, user }, fn);
}

function knownCallerOf(request: FastifyRequest): AuthUser | null {
  const known = knownCaller.getStore();
  return known && request.headers.authorization === known.authorization ? known.user : null;
}

/** Public endpoints still know who is calling when a valid token comes along. */
async function optionalUser(deps: AppDeps, request: FastifyRequest): Promise<AuthUser | null> {
  if (!request.headers.authorization) return null;
  try {
    return await authenticate(deps, request);
  } catch {
    return null;
  }
}
