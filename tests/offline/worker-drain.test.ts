import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineDb, getMeta, type OfflineDb } from '@app/offline/db';
import { userEntries } from '@app/offline/queue';
import { drainFromWorker } from '@app/offline/worker-drain';
import { clearWorkerSession, readWorkerSession, storeWorkerSession } from '@app/offline/worker-session';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page, write } from './support/harness';
import { FakeWebLocks } from './support/web-locks';

/** The service worker's drain (Background Sync with no page open), on the IndexedDB the pages left. */
let db: OfflineDb;
const pages: Page[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) p.engine.close();
  await db.delete();
});

function worker(server: FakeServer, locks: FakeWebLocks | null = null) {
  return drainFromWorker({ db, fetch: server.fetch, locks, isOnline: () => true });
}

describe('the service worker drains the outbox itself', () => {
  it('sends the signed-in user\'s queue in order with the session copy, and keeps the clock skew it learnt', async () => {
    db = createOfflineDb(freshDbName());
    const server = new FakeServer();
    server.clockOffsetMs = 90_000;
    await storeWorkerSession(db, { userId: 'u1', token: server.signIn('u1') });
    const a = await write(db, 'u1', 'a');
    await write(db, 'u1', 'b', { parent: a.id });
    await write(db, 'u2', 'not-mine');
    expect(await worker(server)).toBe('done');
    expect(server.records.size).toBe(2);
    expect((await db.outbox.toArray()).map((e) => e.userId)).toEqual(['u2']);
    const skew = await getMeta<{ skewMs: number }>(db, 'clockSkew');
    expect(Math.abs(skew!.skewMs - 90_000)).toBeLessThan(2_000);
  });

  it('sends nothing without a session copy (signed out)', async () => {
    db = createOfflineDb(freshDbName());
    const server = new FakeServer();
    server.signIn('u1');
    await write(db, 'u1', 'a');
    expect(await worker(server)).toBe('signed-out');
    expect(server.requests).toBe(0);
  });

  it('on a 401 keeps the queue and drops the session copy', async () => {
    db = createOfflineDb(freshDbName());
    const server = new FakeServer();
    const token = server.signIn('u1');
    await storeWorkerSession(db, { userId: 'u1', token });
    server.revoke(token);
    await write(db, 'u1', 'a');
    expect(await worker(server)).toBe('auth');
    expect(await db.outbox.count()).toBe(1);
    expect(await readWorkerSession(db)).toBeNull();
  });

  it('holds to the backoff a page set', async () => {
    db = createOfflineDb(freshDbName());
    const server = new FakeServer();
    await storeWorkerSession(db, { userId: 'u1', token: server.signIn('u1') });
    const e = await write(db, 'u1', 'a');
    await db.outbox.update(e.id, { attempts: 2, nextAttemptAt: Date.now() + 60_000 });
    expect(await worker(server)).toBe('retry');
    expect(server.requests).toBe(0);
  });

  it('shares the drain lock with the pages: never two drains at once, each entry once', async () => {
    const name = freshDbName();
    db = createOfflineDb(name);
    const server = new FakeServer();
    const token = server.signIn('u1');
    await storeWorkerSession(db, { userId: 'u1', token });
    for (let i = 0; i < 12; i += 1) await write(db, 'u1', `v${i}`);
    const locks = new FakeWebLocks();
    const page = openPage(name, { fetch: server.fetch, session: () => ({ userId: 'u1', token }), locks, batchSize: 4 });
    pages.push(page);
    expect(await Promise.all([worker(server, locks), page.engine.trigger('worker')])).toEqual(['done', 'done']);
    expect(server.maxConcurrent).toBe(1);
    expect([...server.created.values()]).toEqual(Array(12).fill(1));
    expect(await userEntries(db, 'u1')).toEqual([]);
  });

  it('a newer sign-in keeps its own copy when an older token is cleared', async () => {
    db = createOfflineDb(freshDbName());
    await storeWorkerSession(db, { userId: 'u1', token: 'new' });
    await clearWorkerSession(db, 'old');
    expect(await readWorkerSession(db)).toEqual({ userId: 'u1', token: 'new' });
    await clearWorkerSession(db);
    expect(await readWorkerSession(db)).toBeNull();
  });
});
