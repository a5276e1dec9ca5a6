import { accessOf } from '@shared/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod/mini';
import type { AppDeps } from '../context';
import { actTimeOf } from '../lib/act-time';
import { type AuthUser, sessionStarts } from './auth';
import type { DispatchAnswer } from './endpoint-dispatch';
import type { EndpointTable } from './endpoint-table';
import { answerFreshInOneTransaction } from './idempotency/answer-once';
import { keyedWrite } from './idempotency/keys';
import { countSyncEntry } from './metrics';

export interface BulkEntry {
  id: string;
  body?: unknown;
  occurredAt?: string;
  sessionId?: string;
}

/** Whether the endpoint of this method and path writes runs of entries in bulk. */
export function hasBulkWriter(table: EndpointTable, method: string, path: string): boolean {
  const match = table.find(method, `/api${path}`);
  return match.kind === 'endpoint' && match.route.bulk !== undefined;
}

/**
 * The sync batch's fast path for a run of entries to one endpoint: each body validated by the endpoint's
 * contract and keyed by its entry id exactly as its single request would be, then every plain new write done
 * and its answer stored in ONE transaction. Answers null for each entry left to the one-by-one path: invalid,
 * an occurredAt too old, far ahead or before its session began (refused or logged there), already answered, a repeated id, declined by
 * the writer, a role the endpoint refuses, or every entry when anything fails (a race with another writer, a
 * key in flight), since the transaction then holds nothing.
 */
export async function writeInBulk(
  deps: AppDeps,
  table: EndpointTable,
  user: AuthUser,
  log: FastifyBaseLogger,
  method: string,
  path: string,
  entries: BulkEntry[],
): Promise<(DispatchAnswer | null)[]> {
  const answers: (DispatchAnswer | null)[] = entries.map(() => null);
  const url = `/api${path}`;
  const match = table.find(method, url);
  if (match.kind !== 'endpoint') return answers;
  const { ep, bulk: write } = match.route;
  const access = write ? accessOf(ep) : 'public';
  if (!write || !ep.body || (Array.isArray(access) && !access.includes(user.role))) return answers;
  const seen = new Set<string>();
  const now = deps.clock.now();
  const starts = await sessionStarts(deps, user, entries.flatMap((e) => (e.sessionId ? [e.sessionId] : [])));
  const candidates = entries.flatMap((entry, index) => {
    if (seen.has(entry.id)) return [];
    seen.add(entry.id);
    const since = starts.get(entry.sessionId ?? user.session.jti) ?? user.session.startedAt;
    const act = actTimeOf(entry.occurredAt ? new Date(entry.occurredAt) : null, now, since);
    if (act.kind !== 'at' || act.aheadMs !== undefined || act.beforeSessionMs !== undefined) return [];
    const parsed = ep.body?.safeParse(entry.body);
    return parsed?.success ? [{ index, body: parsed.data, occurredAt: act.at, keyed: keyedWrite(user.id, entry.id, method, url, parsed.data) }] : [];
  });
  if (candidates.length === 0) return answers;
  const byKey = new Map(candidates.map((c) => [c.keyed.key, c]));
  const status = ep.successStatus ?? 200;
  // Each answer's body as encoded, so the batch answers it without parsing back the JSON text stored for replays.
  const encoded = new Map<string, unknown>();
  try {
    const stored = await answerFreshInOneTransaction(
      deps,
      candidates.map((c) => c.keyed),
      async (fresh) => {
        const results = await write(
          user,
          fresh.map((k) => {
            const c = byKey.get(k.key)!;
            return { body: c.body, occurredAt: c.occurredAt };
          }),
        );
        return results.map((result, i) => {
          if (result === null) return null;
          const body = z.encode(ep.response, result);
          encoded.set(fresh[i].key, body);
          return { status, json: JSON.stringify(body) };
        });
      },
    );
    for (const c of candidates) {
      const answer = stored.get(c.keyed.key);
      if (!answer?.json) continue;
      answers[c.index] = { status: answer.status, body: encoded.get(c.keyed.key) };
      countSyncEntry(answer.status, false);
    }
    return answers;
  } catch (err) {
    log.info({ err, path }, 'bulk write rolled back; its entries go one by one');
    return entries.map(() => null);
  }
}
