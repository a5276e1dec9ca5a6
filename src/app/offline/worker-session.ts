import type { OfflineDb } from './db';
import type { EngineSession } from './sync-round';

/**
 * A copy of the signed-in user's id and token for the service worker, which cannot read localStorage: with it
 * the worker sends the outbox on a Background Sync event while no page is open (ADR 0016). Written while
 * someone is signed in, removed at sign-out and when the worker meets a 401 with it.
 */
const WORKER_SESSION_KEY = 'workerSession';

export async function storeWorkerSession(database: OfflineDb, session: EngineSession): Promise<void> {
  await database.meta.put({ key: WORKER_SESSION_KEY, value: { userId: session.userId, token: session.token } });
}

export async function readWorkerSession(database: OfflineDb): Promise<EngineSession | null> {
  const value = (await database.meta.get(WORKER_SESSION_KEY))?.value as Partial<EngineSession> | undefined;
  return value && typeof value.userId === 'string' && typeof value.token === 'string' ? { userId: value.userId, token: value.token } : null;
}

/** Removes the copy; with `token`, only if it is still that token (a newer sign-in keeps its own). */
export async function clearWorkerSession(database: OfflineDb, token?: string): Promise<void> {
  await database.transaction('rw', database.meta, async () => {
    if (token === undefined || (await readWorkerSession(database))?.token === token) await database.meta.delete(WORKER_SESSION_KEY);
  });
}
