import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BodyOf, EndpointDef, ResponseOf } from '../../shared/contracts/endpoint';
import type { AppDeps } from '../context';
import type { AuthUser } from './auth';
import { answerFreshInOneTransaction, keyedWrite } from './idempotency';

/**
 * Writes as many of the bodies as it plainly can with a few statements for all of them, inside the current
 * transaction, and answers per body the endpoint's result, or null for a body it leaves to the endpoint itself
 * (a replay, a duplicate: anything but the plain case), so the endpoint's rules keep one home. It must also
 * leave any body that clashes with another body of the run (same id, same unique value): the bodies it leaves
 * are then written one by one after the others, and that must not change their outcome.
 */
export type BulkWriter<E extends EndpointDef> = (user: AuthUser, bodies: BodyOf<E>[]) => Promise<(ResponseOf<E> | null)[]>;

interface BulkRoute {
  ep: EndpointDef;
  write: BulkWriter<EndpointDef>;
}

/** An entry's answer as a sync result carries it: what the single request would have answered. */
export interface BulkAnswer {
  status: number;
  body: unknown;
}

export interface BulkEntry {
  id: string;
  body?: unknown;
}

const routes = new WeakMap<FastifyInstance, Map<string, BulkRoute>>();
const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Lets the sync batch write runs of entries to `ep` in bulk (bar P4); only for paths without parameters. */
export function registerBulkWriter<E extends EndpointDef>(app: FastifyInstance, ep: E, write: BulkWriter<E>): void {
  if (ep.path.includes('{')) throw new Error(`bulk writes need a fixed path, not ${ep.path}`);
  const forApp = routes.get(app) ?? new Map<string, BulkRoute>();
  forApp.set(routeKey(ep.method, ep.path), { ep, write: write as BulkWriter<EndpointDef> });
  routes.set(app, forApp);
}

export const hasBulkWriter = (app: FastifyInstance, method: string, path: string): boolean => Boolean(routes.get(app)?.get(routeKey(method, path)));

/**
 * The sync batch's fast path for a run of entries to one endpoint: each body validated by the endpoint's
 * contract and keyed by its entry id exactly as its single request would be, then every plain new write done
 * and its answer stored in ONE transaction. Answers null for each entry left to the one-by-one path: invalid,
 * already answered, a repeated id, declined by the writer, a role the endpoint refuses, or every entry when
 * anything fails (a race with another writer, a key in flight), since the transaction then holds nothing.
 */
export async function writeInBulk(
  app: FastifyInstance,
  deps: AppDeps,
  user: AuthUser,
  log: FastifyBaseLogger,
  method: string,
  path: string,
  entries: BulkEntry[],
): Promise<(BulkAnswer | null)[]> {
  const answers: (BulkAnswer | null)[] = entries.map(() => null);
  const route = routes.get(app)?.get(routeKey(method, path));
  if (!route?.ep.body || (Array.isArray(route.ep.access) && !route.ep.access.includes(user.role))) return answers;
  const { ep, write } = route;
  const url = `/api${path}`;
  const seen = new Set<string>();
  const candidates = entries.flatMap((entry, index) => {
    if (seen.has(entry.id)) return [];
    seen.add(entry.id);
    const parsed = ep.body?.safeParse(entry.body);
    return parsed?.success ? [{ index, body: parsed.data, keyed: keyedWrite(user.id, entry.id, method, url, parsed.data) }] : [];
  });
  if (candidates.length === 0) return answers;
  const byKey = new Map(candidates.map((c) => [c.keyed.key, c]));
  const status = ep.successStatus ?? 200;
  try {
    const stored = await answerFreshInOneTransaction(
      deps,
      candidates.map((c) => c.keyed),
      async (fresh) => {
        const results = await write(user, fresh.map((k) => byKey.get(k.key)?.body));
        return results.map((result) => (result === null ? null : { status, json: JSON.stringify(ep.response.encode(result)) }));
      },
    );
    for (const c of candidates) {
      const answer = stored.get(c.keyed.key);
      if (answer?.json) answers[c.index] = { status: answer.status, body: JSON.parse(answer.json) };
    }
    return answers;
  } catch (err) {
    log.info({ err, path }, 'bulk write rolled back; its entries go one by one');
    return entries.map(() => null);
  }
}
