import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import { DEMO, type TestApp, tokenFor, usingPostgres } from '../support/test-app';
import { countKeys, countWrites, createWriteTestApp, schemaOf } from '../support/two-process-app';

interface Server {
  child: ChildProcess;
  url: string;
}

const SCRIPT = path.resolve('tests/support/two-process-server.ts');

/** Spawns one API process on the test's schema; resolves once it listens. */
function startServer(t: TestApp, schema: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, TEST_SCHEMA: schema, JWT_SECRET: t.deps.config.jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

function stop(server: Server, signal: NodeJS.Signals): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

describe.runIf(usingPostgres())('two API processes on one PostgreSQL', () => {
  let t: TestApp;
  let schema: string;
  let auth: Record<string, string>;
  const running: Server[] = [];
  const start = async () => {
    const s = await startServer(t, schema);
    running.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await createWriteTestApp();
    schema = await schemaOf(t.deps.db);
    auth = { authorization: `Bearer ${await tokenFor(t, DEMO.seedAgent)}`, 'content-type': 'application/json' };
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => stop(s, 'SIGTERM')));
  });
  afterAll(() => t.close());

  it('R3: the same key sent to both processes at once writes exactly one record', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const key = randomUUID();
    const send = (s: Server) =>
      fetch(`${s.url}/api/test-writes`, { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body: JSON.stringify({ label: 'r3', sleepMs: 300 }) });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? a : b)));
    const statuses = answers.map((r) => r.status);
    const fresh = answers.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(fresh).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await countWrites(t.deps.db, 'r3')).toBe(1);
    const keyRows = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from idempotency_keys where key = ${key}`));
    expect(keyRows[0].n).toBe(1);
  });

  it('R4: a process killed (SIGKILL) in the middle of a batch loses and doubles nothing once the batch is resent', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => ({ id: randomUUID(), method: 'POST', path: '/test-writes', body: { label: `r4-${i}`, sleepMs: 25 } }));
    const payload = JSON.stringify({ device: { backlog: entries.length, oldestEntryAgeSeconds: 30, deviceId: 'r4' }, entries });
    const first = await start();
    const interrupted = fetch(`${first.url}/api/sync`, { method: 'POST', headers: auth, body: payload }).then(
      () => 'answered',
      () => 'cut',
    );
    const label = sql`label like 'r4-%'`;
    const applied = async () => rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from test_writes where ${label}`))[0].n;
    while ((await applied()) < 20) await sleep(20);
    await stop(first, 'SIGKILL');
    expect(await interrupted).toBe('cut');
    const before = await applied();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(entries.length);
    const keysBefore = await countKeys(t.deps.db);

    const second = await start();
    const res = await fetch(`${second.url}/api/sync`, { method: 'POST', headers: auth, body: payload });
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { id: string; status: number }[] };
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const perLabel = rowsOf<{ label: string; n: number }>(
      await t.deps.db.execute(sql`select label, count(*)::int as n from test_writes where ${label} group by label`),
    );
    expect(perLabel).toHaveLength(entries.length);
    expect(perLabel.every((r) => r.n === 1)).toBe(true);
    expect(await countKeys(t.deps.db)).toBe(keysBefore + entries.length - before);
  }, 120_000);
});
