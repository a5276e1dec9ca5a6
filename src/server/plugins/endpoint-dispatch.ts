import { accessOf } from '@shared/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import type { AppDeps } from '../context';
import { requireRole } from '@server/access/require-access';
import type { AuthUser } from './auth';
import { type EndpointOutcome, runEndpoint } from './endpoint-call';
import { parseInput } from './endpoint-input';
import type { EndpointRoute, EndpointTable } from './endpoint-table';
import { AppError } from '../lib/app-error';
import { errorAnswer } from './error-answer';
import { unmatchedAnswer } from './errors';
import { countSyncEntry } from './metrics';
import { refuseNulCharacters } from './nul-characters';

/** A signed-in caller's write sent without its own HTTP request (an entry of the sync batch). */
export interface DispatchedWrite {
  method: string;
  /** Under /api, as a single request would name it: `/farmers`, `/loans/{id}/approve` filled in. */
  path: string;
  /** Its Idempotency-Key. */
  key: string;
  body: unknown;
  /** When the user made it (already checked as an ISO 8601 date-time), if the entry says. */
  occurredAt?: string;
  /** The sign-in session it was made in (already checked as a uuid), if the entry says. */
  sessionId?: string;
}

export interface DispatchCaller {
  user: AuthUser;
  ip: string;
  log: FastifyBaseLogger;
}

/** A call's answer as status and JSON value: what the single request would have answered. */
export interface DispatchAnswer {
  status: number;
  body: unknown;
}

/** The outcome as the single request's client would read it: a value encoded as the route's serializer would. */
function answerOf(route: EndpointRoute, outcome: EndpointOutcome): DispatchAnswer {
  switch (outcome.kind) {
    case 'value':
      return { status: outcome.status, body: JSON.parse(JSON.stringify(z.encode(route.ep.response, outcome.value))) };
    case 'stored':
      return { status: outcome.answer.status, body: outcome.answer.json === null ? null : JSON.parse(outcome.answer.json) };
    case 'download':
      throw new Error('a dispatched write answered a download');
  }
}

/**
 * Only the app's own offline writes travel in a batch (issue 31 item 8, ADR 0047): a sign-in, a sign-up, a reset
 * or an admin's decision is its own request, so a batch never answers another account's token.
 */
const notAnOfflineWrite = () => new AppError(400, 'NOT_AN_OFFLINE_WRITE', 'This request cannot be sent in a sync batch; send it on its own.');

/**
 * Calls the endpoint of `write` in-process through the endpoint table, with what the single request would
 * meet: the same route match (405 for a method the path does not have, 404 for an unknown path), then 400
 * NOT_AN_OFFLINE_WRITE for an endpoint the outbox never carries, role guard, validation by the
 * contract, Idempotency-Key (the same fingerprint, so either channel replays the other) and error answers.
 * The caller was authenticated once for the whole batch. Whatever happens is answered, never thrown.
 */
export async function dispatchWrite(deps: AppDeps, table: EndpointTable, caller: DispatchCaller, write: DispatchedWrite): Promise<DispatchAnswer> {
  const url = `/api${write.path}`;
  const match = table.find(write.method, url);
  if (match.kind === 'none') {
    const { status, body } = unmatchedAnswer(table, write.method, url);
    countSyncEntry(status, false);
    return { status, body };
  }
  if (match.kind === 'refused') {
    countSyncEntry(match.status, false);
    return { status: match.status, body: match.body };
  }
  const { route } = match;
  try {
    if (!route.ep.offline) throw notAnOfflineWrite();
    const access = accessOf(route.ep);
    if (Array.isArray(access)) requireRole(caller.user, access);
    refuseNulCharacters({ params: match.params, body: write.body });
    // A request without a body has a null one in Fastify.
    const input = parseInput(route, { params: match.params, query: {}, body: write.body ?? null });
    const outcome = await runEndpoint(deps, route, {
      ...input,
      user: caller.user,
      ip: caller.ip,
      log: caller.log,
      url,
      idempotencyKey: route.keyed ? write.key : null,
      // Like X-Occurred-At, only idempotent writes take the time of their act.
      occurredAt: route.keyed && write.occurredAt ? new Date(write.occurredAt) : null,
      sessionId: route.keyed ? (write.sessionId ?? null) : null,
      upload: null,
    });
    const answer = answerOf(route, outcome);
    countSyncEntry(answer.status, outcome.kind === 'stored' && outcome.replayed);
    return answer;
  } catch (error) {
    const { status, body } = errorAnswer(error, caller.log);
    countSyncEntry(status, false);
    return { status, body };
  }
}
