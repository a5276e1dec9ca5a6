/**
 * P4: 1,000 farmer registrations replayed one request at a time (as workbox-background-sync would) against
 * the same 1,000 sent through POST /api/sync in batches of 200, over real HTTP on loopback, side by side.
 * Each run starts from an empty database. PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 * BENCH_RTT_MS=n adds n ms of network round trip before every request (a phone's latency; loopback has ~0).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SYNC_BATCH_MAX } from '../src/shared/contracts/sync';
import { buildApp } from '../src/server/app';
import { type AppDeps, systemClock } from '../src/server/context';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { migrate, rowsOf } from '../src/server/db/migrate';
import { users } from '../src/server/db/schema';
import { seedAccounts } from '../src/server/db/seed/seed-accounts';
import { loadConfig } from '../src/server/env';
import { issueToken } from '../src/server/plugins/auth';

const RECORDS = 1000;
const RUNS = 3;
const AGENT = 'agent.seedsasa@demo.local';
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0);
const roundTrip = (latency: boolean) => (latency && RTT_MS > 0 ? sleep(RTT_MS) : Promise.resolve());

interface Server {
  url: string;
  token: string;
  database: Database;
  close(): Promise<void>;
}

async function openBenchDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, drop: () => database.close() };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema });
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

async function startServer(): Promise<Server> {
  const { database, drop } = await openBenchDatabase();
  await migrate(database);
  const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
  const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
  await seedAccounts(deps);
  const app = await buildApp(deps, { distDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const [agent] = await deps.db.select().from(users).where(eq(users.email, AGENT));
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    token: issueToken(deps, agent),
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

function registrations(): { id: string; body: Record<string, unknown> }[] {
  return Array.from({ length: RECORDS }, (_, i) => {
    const id = randomUUID();
    return { id, body: { id, name: `Bench Farmer ${i}`, phoneNumber: `+2547${String(10_000_000 + i).slice(-8)}`, gender: i % 2 ? 'Female' : 'Male', county: 'Nakuru', cropType: 'Maize' } };
  });
}

const headers = (s: Server) => ({ authorization: `Bearer ${s.token}`, 'content-type': 'application/json' });

async function oneByOne(s: Server, entries: ReturnType<typeof registrations>, latency: boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (const e of entries) {
    await roundTrip(latency);
    const res = await fetch(`${s.url}/api/farmers`, { method: 'POST', headers: { ...headers(s), 'idempotency-key': e.id }, body: JSON.stringify(e.body) });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

async function batched(s: Server, entries: ReturnType<typeof registrations>, latency: boolean): Promise<number[]> {
  const statuses: number[] = [];
  for (let start = 0; start < entries.length; start += SYNC_BATCH_MAX) {
    const batch = entries.slice(start, start + SYNC_BATCH_MAX).map((e) => ({ id: e.id, method: 'POST', path: '/farmers', body: e.body }));
    await roundTrip(latency);
    const res = await fetch(`${s.url}/api/sync`, {
      method: 'POST',
      headers: headers(s),
      body: JSON.stringify({ device: { backlog: entries.length - start, oldestEntryAgeSeconds: 60, deviceId: 'bench' }, entries: batch }),
    });
    const { results } = (await res.json()) as { results: { status: number }[] };
    statuses.push(...results.map((r) => r.status));
  }
  return statuses;
}

/** Farmers stored beyond one per registration (a resend of every request must not add any). */
async function duplicates(s: Server): Promise<{ stored: number; duplicates: number }> {
  const [row] = rowsOf<{ n: number; distinct_phones: number }>(
    await s.database.db.execute(sql`select count(*)::int as n, count(distinct phone_number)::int as distinct_phones from farmers`),
  );
  return { stored: row.n, duplicates: row.n - row.distinct_phones + Math.max(0, row.distinct_phones - RECORDS) };
}

async function measure(mode: 'one-by-one' | 'batched'): Promise<{ ms: number; stored: number; duplicates: number; failures: number }> {
  const s = await startServer();
  try {
    const entries = registrations();
    const send = mode === 'batched' ? batched : oneByOne;
    const started = performance.now();
    const statuses = await send(s, entries, true);
    const ms = performance.now() - started;
    // Every request again, as after a lost answer: must be replayed, not applied twice.
    await send(s, entries, false);
    return { ms, failures: statuses.filter((st) => st !== 201).length, ...(await duplicates(s)) };
  } finally {
    await s.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const latency = RTT_MS > 0 ? `, ${RTT_MS} ms simulated round trip per request` : '';
  console.log(`bench/sync (P4): ${RECORDS} farmer registrations over HTTP on loopback${latency}, ${database}, ${RUNS} runs`);
  const single: number[] = [];
  const batch: number[] = [];
  let dup = 0;
  let failed = 0;
  for (let run = 1; run <= RUNS; run++) {
    const a = await measure('one-by-one');
    const b = await measure('batched');
    single.push(a.ms);
    batch.push(b.ms);
    dup += a.duplicates + b.duplicates;
    failed += a.failures + b.failures;
    console.log(
      `  run ${run}: one by one ${a.ms.toFixed(0)} ms (${a.stored} stored), /api/sync ×${SYNC_BATCH_MAX} ${b.ms.toFixed(0)} ms (${b.stored} stored)`,
    );
  }
  const ratio = median(single) / median(batch);
  console.log(`  median one by one: ${median(single).toFixed(0)} ms`);
  console.log(`  median batched:    ${median(batch).toFixed(0)} ms`);
  console.log(`  ratio: ${ratio.toFixed(1)}× faster batched (bar ≥ 5×); batched within 5 s: ${median(batch) <= 5000 ? 'yes' : 'no'}`);
  console.log(`  duplicates: ${dup} (must be 0); failed registrations: ${failed}`);
  if (dup > 0 || failed > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
