import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trigger } from '@app/offline/engine-mode';
import { userEntries } from '@app/offline/queue';
import { openTabChannel, type TabChannel } from '@app/offline/tab-channel';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page, testClock, write } from './support/harness';
import { FakeWebLocks } from './support/web-locks';

/** The races of issue 12, each between engines that share only IndexedDB, Web Locks and the tab channel. */
const pages: Page[] = [];
const channels: TabChannel[] = [];
afterEach(async () => {
  for (const p of pages.splice(0)) {
    p.engine.close();
    await p.db.delete();
  }
  channels.splice(0).forEach((c) => c.close());
});

const SECOND = 1_000;

function tabs(count: number, options: { locks?: FakeWebLocks; channel?: boolean } = {}) {
  const server = new FakeServer();
  const token = server.signIn('u1');
  const clock = testClock();
  const name = freshDbName();
  const channelName = `test-tabs-${name}`;
  const tabChannels = Array.from({ length: count }, () => (options.channel ? openTabChannel(channelName) : null));
  channels.push(...tabChannels.filter((c): c is TabChannel => c !== null));
  const opened = tabChannels.map((channel) =>
    openPage(name, { fetch: server.fetch, session: () => ({ userId: 'u1', token }), locks: options.locks ?? null, now: clock.now, channel }),
  );
  pages.push(...opened);
  return { server, clock, tabs: opened, channels: tabChannels };
}

/** Lets pending promises and IndexedDB callbacks run. */
/** The fake server answers nothing until the returned function is called. */
function holdAnswers(server: FakeServer): () => void {
  let open!: () => void;
  server.gate = new Promise((r) => (open = r));
  return () => {
    open();
    server.gate = null;
  };
}

const settle = async (rounds = 20) => {
  for (let i = 0; i < rounds; i += 1) await new Promise((r) => setImmediate(r));
};

const EVERY_TRIGGER_BUT_SYNC_NOW: Trigger[] = ['start', 'write', 'online', 'visible', 'sign-in', 'worker', 'peer', 'timer'];

describe('backoff and Retry-After hold against every trigger', () => {
  it('sends nothing before Retry-After ends, whatever the trigger and in whichever tab; "Sync now" overrides it', async () => {
    const { server, clock, tabs: [a, b] } = tabs(2, { locks: new FakeWebLocks() });
    await write(a.db, 'u1', 'first');
    server.faults = ['429'];
    server.retryAfterSeconds = 120;
    expect(await a.engine.trigger('write')).toBe('retry');
    // Retry-After plus a random part of it again (random is 0.5 here): phones told alike do not return together.
    expect(a.engine.getState().nextRetryAt).toBe(clock.now() + 180 * SECOND);
    const requests = server.requests;

    await write(a.db, 'u1', 'second');
    clock.advance(60 * SECOND);
    for (const trigger of EVERY_TRIGGER_BUT_SYNC_NOW) {
      // The tab that met the 429 holds by its mode; the other tab, which never failed, by the entries' nextAttemptAt.
      expect(await a.engine.trigger(trigger)).toBe('retry');
      expect(await b.engine.trigger(trigger)).toBe('retry');
    }
    expect(server.requests).toBe(requests);
    expect(b.engine.getMode()).toEqual({ name: 'waiting', retryAt: clock.now() + 120 * SECOND });

    clock.advance(121 * SECOND);
    expect(await b.engine.trigger('visible')).toBe('done');
    expect(server.records.size).toBe(2);
  });

  it('"Sync now" sends at once during a backoff', async () => {
    const { server, tabs: [a] } = tabs(1);
    await write(a.db, 'u1', 'v');
    server.faults = ['503'];
    expect(await a.engine.trigger('write')).toBe('retry');
    expect(await a.engine.trigger('online')).toBe('retry');
    expect(await a.engine.trigger('manual')).toBe('done');
    expect(server.records.size).toBe(1);
  });

  it('a backoff survives a reload: the new page reads nextAttemptAt', async () => {
    const { server, clock, tabs: [a] } = tabs(1);
    await write(a.db, 'u1', 'v');
    server.faults = ['503'];
    await a.engine.trigger('write');
    const retryAt = a.engine.getState().nextRetryAt!;
    a.db.close();
    const reloaded = openPage(a.db.name, { fetch: server.fetch, session: () => ({ userId: 'u1', token: [...server.tokens.keys()][0] }), now: clock.now });
    pages.push(reloaded);
    const requests = server.requests;
    expect(await reloaded.engine.trigger('start')).toBe('retry');
    expect(reloaded.engine.getState().nextRetryAt).toBe(retryAt);
    expect(server.requests).toBe(requests);
  });

  it('going offline and online again keeps a running backoff', async () => {
    const { server, clock, tabs: [a] } = tabs(1);
    let online = true;
    const page = openPage(a.db.name, { fetch: server.fetch, session: () => ({ userId: 'u1', token: [...server.tokens.keys()][0] }), now: clock.now, isOnline: () => online });
    pages.push(page);
    await write(page.db, 'u1', 'v');
    server.faults = ['503'];
    await page.engine.trigger('write');
    online = false;
    page.engine.wentOffline();
    expect(page.engine.getMode().name).toBe('offline');
    online = true;
    const requests = server.requests;
    expect(await page.engine.trigger('online')).toBe('retry');
    expect(server.requests).toBe(requests);
  });
});

describe('a drain asked for while another tab drains is not lost', () => {
  it('two engines with separate memory never drain at once, and a write made in one while the other drains is sent without another trigger', async () => {
    const locks = new FakeWebLocks();
    const { server, tabs: [a, b] } = tabs(2, { locks });
    for (let i = 0; i < 10; i += 1) await write(a.db, 'u1', `a${i}`);
    const release = holdAnswers(server);
    const drainA = a.engine.trigger('write');
    await expect.poll(() => server.concurrent).toBe(1);

    // Tab B writes while A holds the lock with a request in flight; B's drain waits for the lock.
    const late = await write(b.db, 'u1', 'from-b');
    const drainB = b.engine.trigger('write');
    await settle();
    expect(b.engine.getState().busyElsewhere).toBe(true);
    expect(locks.waiting('fap-outbox-drain')).toBe(1);

    release();
    expect(await Promise.all([drainA, drainB])).toEqual(['done', 'done']);
    expect(server.records.has(late.id)).toBe(true);
    expect(server.maxConcurrent).toBe(1);
    expect([...server.created.values()].every((n) => n === 1)).toBe(true);
    expect(await a.db.outbox.count()).toBe(0);
  });

  it('a write whose tab asks nothing (closed at once) is sent by the tab that drains, told over the tab channel', async () => {
    const { server, tabs: [a, b], channels: [, channelOfB] } = tabs(2, { locks: new FakeWebLocks(), channel: true });
    await write(a.db, 'u1', 'a0');
    const release = holdAnswers(server);
    const drainA = a.engine.trigger('write');
    await expect.poll(() => server.concurrent).toBe(1);
    // B queues and announces the write, then is gone: its engine never drains.
    const late = await write(b.db, 'u1', 'from-b');
    b.engine.close();
    channelOfB!.post({ type: 'entry-added' });
    await expect.poll(() => a.engine.getMode()).toMatchObject({ name: 'draining', pending: 'auto' });
    release();
    expect(await drainA).toBe('done');
    expect(server.records.has(late.id)).toBe(true);
  });

  it('a trigger during a drain makes it go round once more, in the same run', async () => {
    const { server, tabs: [a] } = tabs(1);
    await write(a.db, 'u1', 'first');
    const release = holdAnswers(server);
    const run = a.engine.trigger('start');
    await expect.poll(() => server.concurrent).toBe(1);
    const second = await write(a.db, 'u1', 'second');
    const joined = a.engine.trigger('worker');
    release();
    expect(await run).toBe('done');
    expect(await joined).toBe('done');
    expect(server.records.has(second.id)).toBe(true);
  });

  it('a tab waiting on a backoff learns from another tab that the queue was drained', async () => {
    const { server, clock, tabs: [a, b] } = tabs(2, { locks: new FakeWebLocks(), channel: true });
    await write(a.db, 'u1', 'v');
    server.faults = ['503'];
    expect(await a.engine.trigger('write')).toBe('retry');
    await expect.poll(() => b.engine.getMode().name).toBe('waiting');
    clock.advance(10 * 60 * SECOND);
    expect(await b.engine.trigger('visible')).toBe('done');
    await expect.poll(() => a.engine.getMode()).toEqual({ name: 'idle' });
    expect(a.engine.getState().nextRetryAt).toBeNull();
    expect(await userEntries(a.db, 'u1')).toEqual([]);
  });
});

describe('a busy server (503 + Retry-After) and a reconnecting crowd', () => {
  it('waits Retry-After plus jitter after a 503, then sends each entry once', async () => {
    const { server, clock, tabs: [a] } = tabs(1);
    await write(a.db, 'u1', 'busy');
    server.faults = ['503'];
    server.retryAfterSeconds = 4;
    expect(await a.engine.trigger('write')).toBe('retry');
    expect(a.engine.getState().nextRetryAt).toBe(clock.now() + 6 * SECOND);
    const requests = server.requests;
    clock.advance(5 * SECOND);
    expect(await a.engine.trigger('visible')).toBe('retry');
    expect(server.requests).toBe(requests);
    clock.advance(1 * SECOND);
    expect(await a.engine.trigger('timer')).toBe('done');
    expect(server.records.size).toBe(1);
  });

  it('holds the first drain after reconnecting for a random part of reconnectJitterMs; "Sync now" does not wait', async () => {
    const { server, clock } = tabs(0);
    const token = server.signIn('u1');
    const page = openPage(freshDbName(), { fetch: server.fetch, session: () => ({ userId: 'u1', token }), now: clock.now, reconnectJitterMs: 10_000 });
    pages.push(page);
    await write(page.db, 'u1', 'back online');
    expect(await page.engine.trigger('online')).toBe('retry');
    expect(page.engine.getMode()).toEqual({ name: 'waiting', retryAt: clock.now() + 5_000 });
    expect(server.requests).toBe(0);
    expect(await page.engine.trigger('manual')).toBe('done');
    expect(server.records.size).toBe(1);
  });
});

describe('gzip-compressed batches', () => {
  it('sends its batch gzip-compressed where CompressionStream exists, and plain from then on to a server that refuses it', async () => {
    for (const refuses of [false, true]) {
      const server = new FakeServer();
      const token = server.signIn('u1');
      const encodings: (string | null)[] = [];
      const fetch = async (url: string, init: RequestInit) => {
        const encoding = new Headers(init.headers).get('content-encoding');
        encodings.push(encoding);
        if (encoding !== 'gzip') return server.fetch(url, init);
        if (refuses) return new Response(JSON.stringify({ message: 'no', code: 'UNSUPPORTED_ENCODING' }), { status: 415 });
        const plain = await new Response(new Blob([init.body as ArrayBuffer]).stream().pipeThrough(new DecompressionStream('gzip'))).text();
        return server.fetch(url, { ...init, body: plain });
      };
      const page = openPage(freshDbName(), { fetch, session: () => ({ userId: 'u1', token }), gzipBatches: true });
      pages.push(page);
      await write(page.db, 'u1', 'zipped');
      expect(await page.engine.trigger('write')).toBe('done');
      expect(server.records.size).toBe(1);
      expect(encodings).toEqual(refuses ? ['gzip', null] : ['gzip']);
    }
  });
});
