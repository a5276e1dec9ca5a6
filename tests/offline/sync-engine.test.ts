import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { getMeta, lastSuccessKey } from '@app/offline/db';
import type { OutboxEntry } from '@app/offline/outbox-types';
import { userEntries } from '@app/offline/queue';
import type { EngineSession } from '@app/offline/sync-engine';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page, testClock, write } from './support/harness';
import { FakeWebLocks } from './support/web-locks';

const pages: Page[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    p.engine.close();
    await p.db.delete();
  }
});

const MINUTES = 60_000;

function setup(options: { batch?: boolean; batchSize?: number } = {}) {
  const server = new FakeServer();
  server.batch = options.batch ?? true;
  const clock = testClock();
  let session: EngineSession | null = null;
  const signIn = (userId: string) => {
    session = { userId, token: server.signIn(userId) };
    return session;
  };
  const page = openPage(freshDbName(), { fetch: server.fetch, session: () => session, batchSize: options.batchSize, now: clock.now });
  pages.push(page);
  return { server, page, clock, signIn, signOut: () => (session = null) };
}

describe.each([
  ['batch', true],
  ['single requests', false],
])('sync engine (%s)', (_name, batch) => {
  it('drains in order, deletes accepted entries and their local copies, and invalidates their keys', async () => {
    const { server, page, signIn } = setup({ batch, batchSize: 3 });
    signIn('u1');
    const accepted: OutboxEntry[] = [];
    page.engine.onAccepted((e) => accepted.push(e));
    const a = await write(page.db, 'u1', 'a');
    const b = await write(page.db, 'u1', 'b', { parent: a.id });
    const c = await write(page.db, 'u1', 'c', { parent: b.id });
    const more = [];
    for (let i = 0; i < 5; i += 1) more.push(await write(page.db, 'u1', `m${i}`));
    expect(await page.engine.trigger('write')).toBe('done');
    expect(await page.db.outbox.count()).toBe(0);
    expect(await page.db.local.count()).toBe(0);
    expect([...server.created.values()].every((n) => n === 1)).toBe(true);
    expect(server.records.size).toBe(8);
    expect(accepted.map((e) => e.id)).toEqual(expect.arrayContaining([a.id, b.id, c.id, ...more.map((m) => m.id)]));
    // A dependency is always applied before what depends on it.
    expect(accepted.findIndex((e) => e.id === a.id)).toBeLessThan(accepted.findIndex((e) => e.id === b.id));
    expect(accepted.findIndex((e) => e.id === b.id)).toBeLessThan(accepted.findIndex((e) => e.id === c.id));
    expect(accepted[0].invalidates).toEqual([['records']]);
    expect(await getMeta(page.db, lastSuccessKey('u1'))).toBeTypeOf('number');
    expect(page.engine.getMode()).toEqual({ name: 'idle' });
  });

  it('moves a refused entry to needs attention with the message and field errors; unrelated entries go on, dependents wait', async () => {
    const { server, page, signIn } = setup({ batch });
    signIn('u1');
    const bad = await write(page.db, 'u1', 'bad');
    const child = await write(page.db, 'u1', 'child', { parent: bad.id });
    const fine = await write(page.db, 'u1', 'fine');
    expect(await page.engine.trigger('write')).toBe('done');
    const left = await userEntries(page.db, 'u1');
    expect(left.map((e) => e.id)).toEqual([bad.id, child.id]);
    expect(left[0].status).toBe('needs_attention');
    expect(left[0].lastError).toMatchObject({ status: 400, message: 'Invalid value', fields: { value: 'is bad' } });
    expect(left[1].status).toBe('queued');
    expect(server.records.has(fine.id)).toBe(true);
    expect(server.records.has(child.id)).toBe(false);
  });

  it('retries network errors, 429, 5xx and in-flight 409 once the backoff ran out, without losing or doubling anything', async () => {
    const { server, page, clock, signIn } = setup({ batch });
    signIn('u1');
    // The first report tells the engine whether the batch endpoint exists.
    await page.engine.trigger('start');
    const entries = [await write(page.db, 'u1', 'x'), await write(page.db, 'u1', 'y')];
    for (const fault of ['cut-before', 'cut-after', '503', '429', ...(batch ? [] : ['in-flight' as const])] as const) {
      server.faults = [fault];
      clock.advance(10 * MINUTES);
      const outcome = await page.engine.trigger('timer');
      if (fault !== 'cut-after' || !batch) expect(outcome).toBe('retry');
      expect(page.engine.getState().nextRetryAt).not.toBeNull();
    }
    clock.advance(10 * MINUTES);
    expect(await page.engine.trigger('timer')).toBe('done');
    expect(await page.db.outbox.count()).toBe(0);
    for (const e of entries) expect(server.created.get(e.id)).toBe(1);
  });

  it('pauses on 401, keeps the queue, and resumes once the same user signs in again', async () => {
    const { server, page, signIn } = setup({ batch });
    const first = signIn('u1');
    await write(page.db, 'u1', 'kept');
    server.revoke(first.token);
    expect(await page.engine.trigger('write')).toBe('auth');
    expect(page.engine.getState().authPausedFor).toBe('u1');
    expect(page.engine.isPausedFor(first.token)).toBe(true);
    expect(await page.db.outbox.count()).toBe(1);
    const requests = server.requests;
    // The same token gets the same 401: no trigger sends with it, "Sync now" included.
    for (const trigger of ['write', 'online', 'visible', 'worker', 'manual'] as const) expect(await page.engine.trigger(trigger)).toBe('auth');
    expect(server.requests).toBe(requests);
    signIn('u1');
    expect(await page.engine.trigger('sign-in')).toBe('done');
    expect(page.engine.getState().authPausedFor).toBeNull();
    expect(server.records.size).toBe(1);
  });

  it("never sends one user's entries with another user's token", async () => {
    const { server, page, signIn, signOut } = setup({ batch });
    await write(page.db, 'u1', 'from-u1');
    await write(page.db, 'u2', 'from-u2');
    signOut();
    expect(await page.engine.trigger('write')).toBe('signed-out');
    signIn('u2');
    await page.engine.trigger('sign-in');
    expect([...server.records.values()].map((r) => r.owner)).toEqual(['u2']);
    expect((await page.db.outbox.toArray()).map((e) => e.userId)).toEqual(['u1']);
    signIn('u1');
    await page.engine.trigger('sign-in');
    expect(server.sentBy.every((s) => s.tokenUser === s.owner)).toBe(true);
    expect(await page.db.outbox.count()).toBe(0);
  });
});

describe('sync engine', () => {
  it('reports the device backlog with every batch, and an empty one on demand', async () => {
    const { server, page, signIn } = setup({ batchSize: 2 });
    signIn('u1');
    for (let i = 0; i < 3; i += 1) await write(page.db, 'u1', `v${i}`);
    await page.engine.trigger('write');
    expect(server.reports.map((r) => r.backlog)).toEqual([3, 1]);
    await page.engine.trigger('manual');
    expect(server.reports.at(-1)).toEqual({ userId: 'u1', backlog: 0 });
  });

  it('schedules the retry with backoff, retries when its timer fires, and clears it after a success', async () => {
    const server = new FakeServer();
    const token = server.signIn('u1');
    const clock = testClock();
    const timers: Array<{ ms: number; fire: () => void }> = [];
    const page = openPage(freshDbName(), {
      fetch: server.fetch,
      session: () => ({ userId: 'u1', token }),
      random: () => 0.999,
      now: clock.now,
      schedule: (ms, fire) => {
        timers.push({ ms, fire });
        return () => undefined;
      },
    });
    pages.push(page);
    await write(page.db, 'u1', 'v');
    server.faults = ['503'];
    await page.engine.trigger('write');
    for (let i = 0; i < 9; i += 1) {
      server.faults = ['503'];
      const timer = timers.at(-1)!;
      clock.advance(timer.ms);
      timer.fire();
      await expect.poll(() => timers.length).toBe(i + 2);
    }
    expect(timers.slice(0, 4).map((t) => Math.round(t.ms / 1000))).toEqual([2, 4, 8, 16]);
    expect(Math.max(...timers.map((t) => t.ms))).toBeLessThanOrEqual(300_000);
    expect(timers.at(-1)!.ms).toBeGreaterThan(290_000);
    clock.advance(timers.at(-1)!.ms);
    expect(await page.engine.trigger('timer')).toBe('done');
    expect(page.engine.getState().nextRetryAt).toBeNull();
    expect(server.created.size).toBe(1);
  });

  it('lets only one page drain at a time (Web Locks, waited for), each entry sent once', async () => {
    const server = new FakeServer();
    const token = server.signIn('u1');
    const locks = new FakeWebLocks();
    const name = freshDbName();
    const tabs = [0, 1, 2].map(() => openPage(name, { fetch: server.fetch, session: () => ({ userId: 'u1', token }), locks, batchSize: 5 }));
    pages.push(...tabs);
    for (let i = 0; i < 30; i += 1) await write(tabs[0].db, 'u1', `v${i}`);
    const outcomes = await Promise.all(tabs.flatMap((t) => [t.engine.trigger('online'), t.engine.trigger('visible')]));
    // Nobody is turned away: a tab that found the lock taken drained after the holder, and found nothing left.
    expect(outcomes).toEqual(Array(6).fill('done'));
    expect(server.maxConcurrent).toBe(1);
    expect(server.records.size).toBe(30);
    expect([...server.created.values()].every((n) => n === 1)).toBe(true);
  });
});

describe("a batch's answers (issue 33, ADR 0075)", () => {
  it('settle in one transaction: a live read of the outbox wakes once per batch, not once per entry', async () => {
    const { page, signIn } = setup({ batchSize: 20 });
    signIn('u1');
    for (let i = 0; i < 20; i += 1) await write(page.db, 'u1', `v${i}`);
    const counts: number[] = [];
    const reads = liveQuery(() => page.db.outbox.count()).subscribe((n) => counts.push(n));
    try {
      await expect.poll(() => counts).toEqual([20]);
      const progress: number[] = [];
      page.engine.subscribe(() => {
        const { done } = page.engine.getState();
        if (done !== progress.at(-1)) progress.push(done);
      });
      expect(await page.engine.trigger('write')).toBe('done');
      await expect.poll(() => counts.at(-1)).toBe(0);
      // Read at first, once the batch was taken (its entries marked "sending"), once it was settled.
      expect(counts.length).toBeLessThanOrEqual(3);
      // The progress goes from none to all of the batch in one step, as the screens' reads do.
      expect(progress.filter((done) => done > 0)).toEqual([20]);
    } finally {
      reads.unsubscribe();
    }
  });
});
