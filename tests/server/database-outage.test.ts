import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { AppDeps } from '@server/context';
import { type Database, openPostgres } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { TcpProxy } from '../support/tcp-proxy';
import { DEMO, type TestApp, tokenFor, usingPostgres } from '../support/test-app';
import { countWrites, createWriteTestApp, registerTestWrite, schemaOf } from '../support/two-process-app';

/**
 * Item 1 of issue 34 (ADR 0048): the database goes away and comes back while the process keeps running. The
 * app under test reaches PostgreSQL through a loopback proxy the test stops, hangs and restarts; the test
 * app beside it (direct connection) counts what was written.
 */
describe.runIf(usingPostgres())('a database that goes away and comes back', () => {
  let t: TestApp;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let auth: Record<string, string>;
  const appName = `outage_${randomUUID().slice(0, 8)}`;
  const lost: Error[] = [];

  beforeAll(async () => {
    t = await createWriteTestApp();
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    const viaProxy = new URL(target.href);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    viaProxy.searchParams.set('application_name', appName);
    database = await openPostgres(viaProxy.href, { searchPath: await schemaOf(t.deps.db), max: 4, onConnectionError: (e) => lost.push(e) });
    const deps: AppDeps = { ...t.deps, database, db: database.db };
    app = await buildApp(deps, { distDir: null });
    registerTestWrite(app, deps);
    await app.ready();
    auth = { authorization: `Bearer ${await tokenFor(t, DEMO.seedAgent)}`, 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await proxy.start();
    await app.close();
    await database.close();
    await proxy.stop();
    await t.close();
  });

  const get = (url: string) => app.inject({ method: 'GET', url });
  const terminateBackends = () => t.deps.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${appName}`);
  /** Milliseconds until `ok` holds, polled every 50 ms, at most `limitMs`. */
  const msUntil = async (ok: () => Promise<boolean>, limitMs: number) => {
    const started = Date.now();
    while (!(await ok())) {
      if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
      await sleep(50);
    }
    return Date.now() - started;
  };

  it('answers 503 with Retry-After while it is away, stays live, and serves again at once when it returns', async () => {
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    await proxy.stop();
    await terminateBackends();

    const write = await app.inject({ method: 'POST', url: '/api/test-writes', headers: { ...auth, 'idempotency-key': randomUUID() }, payload: { label: 'away' } });
    expect(write.statusCode).toBe(503);
    expect(write.headers['retry-after']).toBe('5');
    expect(write.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    const started = Date.now();
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await get('/api/health')).statusCode).toBe(503);
    expect((await get('/api/health/live')).statusCode).toBe(200);

    await proxy.start();
    const recovery = await msUntil(async () => (await get('/api/health/ready')).statusCode === 200, 5_000);
    expect(recovery).toBeLessThan(5_000);
    expect(lost.length).toBeGreaterThan(0);
    expect(await countWrites(t.deps.db, 'away')).toBe(0);
  });

  it('answers the health checks 503 within 2 s while the database hangs', async () => {
    proxy.hang();
    try {
      const started = Date.now();
      const [ready, health, live] = await Promise.all([get('/api/health/ready'), get('/api/health'), get('/api/health/live')]);
      expect([ready.statusCode, health.statusCode, live.statusCode]).toEqual([503, 503, 200]);
      // The checks give up after 1.5 s; the margin is for this loaded machine.
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await proxy.start();
    }
    await msUntil(async () => (await get('/api/health/ready')).statusCode === 200, 5_000);
  });

  it('loses and doubles nothing when the backends are terminated in the middle of a sync batch', async () => {
    const entries = Array.from({ length: 60 }, (_, i) => ({ id: randomUUID(), method: 'POST', path: '/test-writes', body: { label: `mid-${i}`, sleepMs: 20 } }));
    const payload = { device: { backlog: entries.length, oldestEntryAgeSeconds: 30, deviceId: 'outage' }, entries };
    const applied = async () => rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from test_writes where label like 'mid-%'`))[0].n;
    const first = app.inject({ method: 'POST', url: '/api/sync', headers: auth, payload });
    while ((await applied()) < 10) await sleep(10);
    await proxy.stop();
    await terminateBackends();
    const cut = await first;
    await proxy.start();

    // An entry acknowledged (2xx) is kept; the others answered "try later" (503), never a refusal.
    const statuses = cut.statusCode === 200 ? (cut.json() as { results: { status: number }[] }).results.map((r) => r.status) : [];
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(await applied());

    // The app sends the whole batch again (same ids, so the same keys) until every entry is acknowledged.
    let results: { status: number }[] = [];
    await msUntil(async () => {
      const again = await app.inject({ method: 'POST', url: '/api/sync', headers: auth, payload });
      results = again.statusCode === 200 ? (again.json() as { results: { status: number }[] }).results : [];
      return results.length === entries.length && results.every((r) => r.status === 201);
    }, 5_000);
    const perLabel = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from test_writes where label like 'mid-%' group by label`));
    expect(perLabel).toHaveLength(entries.length);
    expect(perLabel.every((r) => r.n === 1)).toBe(true);
    // Every connection checked out went back: a transaction whose BEGIN met a dropped connection kept its own
    // for good (drizzle's, db/pool-transactions.ts), and a few outages emptied the pool.
    expect(database.poolUse().map((p) => p.total - p.idle)).toEqual([0, 0]);
  });
});
