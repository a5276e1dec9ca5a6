import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import type { EndpointDef } from '@shared/contracts/endpoint';
import type { AppDeps } from '../context';
import { actTimeOf, occurredTooOld } from '../lib/act-time';
import { Download } from '../lib/download';
import { type AuthUser, sessionStarts } from './auth';
import type { EndpointContext, EndpointRoute, Upload } from './endpoint-table';
import { answerOnce } from './idempotency/answer-once';
import type { StoredAnswer } from './idempotency/idempotency.repo';
import { RecordedForm } from './idempotency/form-parts';
import { keyedUpload, keyedWrite } from './idempotency/keys';

/** One call of an endpoint, from a single request or a sync entry: input already validated, caller allowed. */
export interface EndpointCall {
  user: AuthUser | null;
  params: unknown;
  query: unknown;
  body: unknown;
  ip: string;
  log: FastifyBaseLogger;
  /** The URL as requested (under /api): part of a keyed write's fingerprint. */
  url: string;
  /** Keyed endpoints only: the write's Idempotency-Key, if it came with one. */
  idempotencyKey: string | null;
  /** The occurredAt the write came with (a sync entry's, or X-Occurred-At), if any: not part of its fingerprint. */
  occurredAt: Date | null;
  /**
   * The sign-in session that made the write (a sync entry's sessionId, or X-Session-Id), if it says: the caller's
   * current one otherwise. Not part of the fingerprint either.
   */
  sessionId: string | null;
  upload: Upload | null;
}

/**
 * The start of the session that made the call (ADR 0046): the one it names when that is a session of the caller,
 * else the caller's current one; none for an anonymous call.
 */
async function sessionStartOf(deps: AppDeps, call: EndpointCall): Promise<Date | null> {
  const { user, sessionId } = call;
  if (!user) return null;
  if (!sessionId || sessionId === user.session.jti) return user.session.startedAt;
  return (await sessionStarts(deps, user, [sessionId])).get(sessionId) ?? user.session.startedAt;
}

/**
 * The time of the call's act (lib/act-time.ts). Worked out when the handler runs, inside a keyed write's
 * transaction, so a replay still gets its stored answer after the act has grown too old, and a refusal is stored.
 */
async function occurredAtOf(deps: AppDeps, call: EndpointCall): Promise<Date> {
  const act = actTimeOf(call.occurredAt, deps.clock.now(), call.occurredAt ? await sessionStartOf(deps, call) : null);
  if (act.kind === 'too-old') throw occurredTooOld();
  if (act.aheadMs !== undefined) {
    call.log.warn({ userId: call.user?.id, url: call.url, aheadSeconds: Math.round(act.aheadMs / 1000) }, 'occurredAt ahead of the server clock: kept at the server time');
  }
  if (act.beforeSessionMs !== undefined) {
    call.log.warn({ userId: call.user?.id, url: call.url, beforeSeconds: Math.round(act.beforeSessionMs / 1000) }, 'occurredAt before its session began: kept at the session start');
  }
  return act.at;
}

/** What the call answered: the handler's value (the contract's response), a stored JSON answer, or a download. */
export type EndpointOutcome =
  | { kind: 'value'; status: number; value: unknown }
  | { kind: 'stored'; answer: StoredAnswer; replayed: boolean }
  | { kind: 'download'; download: Download };

/**
 * Runs the endpoint's handler for one call. A keyed write with an Idempotency-Key is answered exactly once
 * (plugins/idempotency: the handler and its stored answer in one transaction); its answer is encoded by the
      occurredAt: await occurredAtOf(deps, call),
      upload: keyedForm ? keyedForm.view : call.upload,
 */
export async function runEndpoint(deps: AppDeps, route: EndpointRoute, call: EndpointCall): Promise<EndpointOutcome> {
  const { ep } = route;
  const status = ep.successStatus ?? 200;
  const keyedForm = route.keyed && call.idempotencyKey && call.upload ? new RecordedForm(call.upload) : null;
  const invoke = async () =>
    route.handler({
      params: call.params,
      query: call.query,
      body: call.body,
      user: call.user,
      ip: call.ip,
      log: call.log,
      idempotencyKey: call.idempotencyKey,
      occurredAt: await occurredAtOf(deps, call),
      upload: keyedForm ? keyedForm.view : call.upload,
    } as EndpointContext<EndpointDef>);
  if (!route.keyed || !call.idempotencyKey) {
    const result = await invoke();
    return result instanceof Download ? { kind: 'download', download: result } : { kind: 'value', status, value: result };
  }
  let download: Download | undefined;
  const owner = call.user?.id ?? '';
  const keyed = keyedForm
    ? keyedUpload(owner, call.idempotencyKey, ep.method, call.url, () => keyedForm.parts())
    : keyedWrite(owner, call.idempotencyKey, ep.method, call.url, call.body);
  const { answer, replayed } = await answerOnce(deps, keyed, async () => {
    const result = await invoke();
    if (!(result instanceof Download)) return { status, json: JSON.stringify(z.encode(ep.response, result)) };
    download = result;
    return { status, json: null };
  });
  return download ? { kind: 'download', download } : { kind: 'stored', answer, replayed };
}
