import FindMyWay from 'find-my-way';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { BodyOf, EndpointDef, HttpMethod, ParamsOf, QueryOf, ResponseOf } from '@shared/contracts/endpoint';
import type { ApiErrorBody } from '@shared/contracts/common';
import type { Download } from '../lib/download';
import type { AuthUser } from './auth';

/** The multipart body of a request, to read part by part. */
export type Upload = Pick<FastifyRequest, 'parts' | 'file'>;

/** What a handler gets: the validated input, who calls, and nothing of HTTP it does not need. */
export interface EndpointContext<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  /** Validated by the contract; for a multipart endpoint, the JSON body when the write came as JSON (else undefined). */
  body: BodyOf<E>;
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  /** The client address (per-IP rate limits). */
  ip: string;
  log: FastifyBaseLogger;
  /** The write's Idempotency-Key (a sync entry's id), when it has one. */
  idempotencyKey: string | null;
  /**
   * When the caller acted: the write's occurredAt (a sync entry's, or the X-Occurred-At header), never later than
   * the server's clock; the server's time when the write carries none (and for reads). Records keep it as
   * `recordedAt`; business dates (weeks, days, seasons, reports) follow it.
   */
  occurredAt: Date;
  /** Multipart endpoints: the form as it streams in, or null when the write came as JSON (a queued offline edit). */
  upload: Upload | null;
}

/** A handler answers the contract's response, or a download. */
export type EndpointHandler<E extends EndpointDef> = (ctx: EndpointContext<E>) => Promise<ResponseOf<E> | Download>;

/** One write of a bulk run: its validated body and the time of its act (see EndpointContext.occurredAt). */
export interface BulkWrite<E extends EndpointDef> {
  body: BodyOf<E>;
  occurredAt: Date;
}

/**
 * Writes as many of the bodies as it plainly can with a few statements for all of them, inside the current
 * transaction, and answers per body the endpoint's result, or null for a body it leaves to the endpoint itself
 * (a replay, a duplicate: anything but the plain case), so the endpoint's rules keep one home. It must also
 * leave any body that clashes with another body of the run (same id, same unique value): the bodies it leaves
 * are then written one by one after the others, and that must not change their outcome.
 */
export type BulkWriter<E extends EndpointDef> = (user: AuthUser, writes: BulkWrite<E>[]) => Promise<(ResponseOf<E> | null)[]>;

export interface EndpointOptions {
  /**
   * false: the endpoint is not wrapped in the idempotency transaction (the sync batch, whose entries each
   * get their own). Every other write honours `Idempotency-Key`.
   */
  idempotent?: boolean;
  /**
   * Reads only (GET): the handler's statements bring the auth epoch of their snapshot (`sawAuthEpoch`), so a
   * cached session is checked against it after them, not by a statement of its own before (ADR 0038).
   */
  authEpochInReads?: boolean;
}

/** One row of the endpoint table: the contract, its handler and how it is called. */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  ep: E;
  handler: EndpointHandler<E>;
  /** A write answered exactly once per Idempotency-Key. */
  keyed: boolean;
  multipart: boolean;
  bulk?: BulkWriter<E>;
}

/** Where a method and path lead: an endpoint with its path parameters, nowhere, or a URL the router refuses. */
export type RouteMatch =
  | { kind: 'endpoint'; route: EndpointRoute; params: Record<string, string | undefined> }
  | { kind: 'none' }
  | { kind: 'refused'; status: number; body: ApiErrorBody & { error: string; statusCode: number } };

const ENDPOINT_METHODS: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `{id}` (spec) → `:id` (Fastify, find-my-way). */
export const toFastifyPath = (path: string) => `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;

type Refusal = Extract<RouteMatch, { kind: 'refused' }>;
// Fastify's own answers to a URL its router refuses, so a sync entry gets what the single request would.
const badUrl = (path: string): Refusal => ({
  kind: 'refused',
  status: 400,
  body: { error: 'Bad Request', code: 'FST_ERR_BAD_URL', message: `'${path}' is not a valid url component`, statusCode: 400 },
});
const paramTooLong = (path: string): Refusal => ({
  kind: 'refused',
  status: 414,
  body: { error: 'Bad Request', code: 'FST_ERR_MAX_PARAM_LENGTH', message: `'${path}' is exceeding the max param length`, statusCode: 414 },
});

/**
 * Every endpoint registered with registerEndpoint, found by method and path with the router Fastify uses and
 * its options, so the sync batch reaches an entry's endpoint exactly as the single request would.
 */
export class EndpointTable {
  private readonly router = FindMyWay({
    ignoreTrailingSlash: true,
    onBadUrl: (path) => badUrl(path),
    onMaxParamLength: (path) => paramTooLong(path),
  });

  private readonly all: EndpointRoute[] = [];

  add(route: EndpointRoute): void {
    this.router.on(route.ep.method, toFastifyPath(route.ep.path), () => null, route);
    this.all.push(route);
  }

  /** Every endpoint, in the order registered. */
  routes(): readonly EndpointRoute[] {
    return this.all;
  }

  /** The methods the endpoints at a path answer (HEAD with GET, as Fastify adds it); none when no endpoint has it. */
  allowedMethods(url: string): string[] {
    const path = url.split('?')[0];
    const methods = ENDPOINT_METHODS.filter((method) => this.find(method, path).kind === 'endpoint');
    return methods.includes('GET') ? ['GET', 'HEAD', ...methods.filter((m) => m !== 'GET')] : methods;
  }

  find(method: string, url: string): RouteMatch {
    const found = this.router.find(method as FindMyWay.HTTPMethod, url);
    if (!found) return { kind: 'none' };
    if (found.store === null) return (found.handler as unknown as () => Refusal)();
    return { kind: 'endpoint', route: found.store as EndpointRoute, params: found.params };
  }

  /** Lets the sync batch write runs of entries to `ep` in bulk (bar P4); only for paths without parameters. */
  addBulkWriter<E extends EndpointDef>(ep: E, write: BulkWriter<E>): void {
    if (ep.path.includes('{')) throw new Error(`bulk writes need a fixed path, not ${ep.path}`);
    const match = this.find(ep.method, toFastifyPath(ep.path));
    if (match.kind !== 'endpoint') throw new Error(`register ${ep.method} ${ep.path} before its bulk writer`);
    match.route.bulk = write as unknown as BulkWriter<EndpointDef>;
  }
}

const tables = new WeakMap<FastifyInstance, EndpointTable>();

/** The endpoint table of an app (one per app: tests build several). */
export function endpointTableOf(app: FastifyInstance): EndpointTable {
  let table = tables.get(app);
  if (!table) {
    table = new EndpointTable();
    tables.set(app, table);
  }
  return table;
}
