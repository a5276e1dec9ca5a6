import { SkewClock } from '@shared/clock-skew';
import { loadSkew, saveSkew } from './clock-store';
import type { OfflineDb } from './db';
import { type DrainOutcome, type LockLike, SyncEngine } from './sync-engine';
import { clearWorkerSession, readWorkerSession } from './worker-session';

export interface WorkerDrainDeps {
  db: OfflineDb;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  locks: LockLike | null;
  isOnline: () => boolean;
  baseUrl?: string;
  now?: () => number;
}

/**
 * The service worker's own drain, for a Background Sync event while no page of the app is open: the same
 * engine, ordering, keys, backoff and lock as a page, with the session copy the pages left in Dexie. A 401
 * keeps the queue and drops the copy (its owner must sign in again; the page then takes over).
 */
export async function drainFromWorker(deps: WorkerDrainDeps): Promise<DrainOutcome> {
  const session = await readWorkerSession(deps.db);
  if (!session) return 'signed-out';
  const clock = new SkewClock(deps.now);
  await loadSkew(deps.db, clock);
  // No retry timer: the worker may be stopped at any moment; a rejected event is fired again by the browser.
  const engine = new SyncEngine({ ...deps, session: () => session, clock, schedule: () => () => undefined, channel: null, gzipBatches: true });
  try {
    const outcome = await engine.trigger('worker');
    if (outcome === 'auth') await clearWorkerSession(deps.db, session.token);
    return outcome;
  } finally {
    engine.close();
    await saveSkew(deps.db, clock);
  }
}
