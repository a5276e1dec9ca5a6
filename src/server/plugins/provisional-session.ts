import { accessOf } from '@shared/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointDef } from '@shared/contracts/endpoint';
import type { AppDeps } from '../context';
import { witnessingAuthEpoch } from '../db/auth-epoch-witness';
import { requireRole } from '@server/access/require-access';
import { type AuthUser, type ProvisionalSession, cachedSession, confirmSession } from './auth';
import { sendError } from './errors';

/**
 * A read whose statements bring the auth epoch of their own snapshot (ADR 0038) runs on the cached session
 * without reading the epoch first: the answer stands when every statement that read it saw the session's epoch,
 * which is ADR 0024's guarantee (a change committed before the statement began is seen). Anything else (the
 * epoch moved or was not read, the handler failed, validation refused the request) confirms the session the
 * usual way before anything is answered: a revoked token answers 401, a changed caller what they now get.
 */

/** Requests running on a provisional session, until it is confirmed. */
const pending = new WeakMap<FastifyRequest, ProvisionalSession>();

/**
 * onRequest: puts the cached session of the request's token on it, unconfirmed, when it has one whose role the
 * endpoint admits; answers whether it did (otherwise the caller authenticates the usual way: a role refused on
 * a cached session is confirmed before the 403).
 */
export function startProvisional(deps: AppDeps, request: FastifyRequest, ep: EndpointDef): boolean {
  const provisional = cachedSession(deps, request.headers.authorization);
  const access = accessOf(ep);
  if (!provisional || (Array.isArray(access) && !access.includes(provisional.user.role))) return false;
  pending.set(request, provisional);
  request.user = provisional.user;
  return true;
}

/**
 * Confirms the request's provisional session, if it still has one: the caller as of now on the request (401 when
 * signed out, deleted, its token version raised; 403 when its role no longer has the endpoint). Answers whether
 * the caller changed since the session was cached (what was worked out for the old one does not stand).
 */
export async function confirmProvisional(deps: AppDeps, request: FastifyRequest, ep: EndpointDef): Promise<boolean> {
  const provisional = pending.get(request);
  if (!provisional) return false;
  pending.delete(request);
  request.user = null;
  const user = await confirmSession(deps, request.headers.authorization, provisional);
  const access = accessOf(ep);
  if (Array.isArray(access)) requireRole(user, access);
  request.user = user;
  return user !== provisional.user;
}

/**
 * The handler's run for a request on a provisional session (`run` once for the request's caller otherwise). A
 * success stands when its statements saw the session's epoch, and only then without a statement more; else, and
 * on any failure, the session is confirmed first, and the handler runs again for a caller who changed.
 */
export async function runForCaller<T>(deps: AppDeps, request: FastifyRequest, ep: EndpointDef, run: (user: AuthUser | null) => Promise<T>): Promise<T> {
  const provisional = pending.get(request);
  if (!provisional) return run(request.user);
  const seen: string[] = [];
  let outcome: { value: T } | { error: unknown };
  try {
    outcome = { value: await witnessingAuthEpoch(seen, () => run(provisional.user)) };
  } catch (error) {
    outcome = { error };
  }
  if ('value' in outcome && seen.length > 0 && seen.every((epoch) => epoch === provisional.epoch)) {
    pending.delete(request);
    return outcome.value;
  }
  if (await confirmProvisional(deps, request, ep)) return run(request.user);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * The error handler of a route that may run on a provisional session: a refusal before the handler (a query or
 * parameter refused, a NUL character) is answered only once the session is confirmed, so a revoked token answers
 * 401 and a role no longer admitted 403, whatever else is wrong. (The handler's own failures are confirmed by
 * `runForCaller`.)
 */
export function confirmingErrorHandler(deps: AppDeps, ep: EndpointDef) {
  return async (error: unknown, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let answer = error;
    try {
      await confirmProvisional(deps, request, ep);
    } catch (refusal) {
      answer = refusal;
    }
    return sendError(answer, request, reply);
  };
}
