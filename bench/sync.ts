/**
 * P4: 1,000 farmer registrations replayed one request at a time (as workbox-background-sync would) against
 * the same 1,000 queued in the app's real outbox and drained by its SyncEngine (Dexie on fake-indexeddb)
 * through POST /api/sync in batches of 200, over real HTTP on loopback, side by side; the raw batches without
 * the engine are timed too.
 * Each run starts from an empty database. PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 * BENCH_RTT_MS=n adds n ms of network round trip before every request (a phone's latency; loopback has ~0).
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { createOfflineDb } from '../src/app/offline/db';
import { addEntry } from '../src/app/offline/queue';
import { SyncEngine } from '../src/app/offline/sync-engine';
import type { Database } from '../src/server/db/client';
import { rowsOf } from '../src/server/db/rows';
import { users } from '../src/server/db/schema';
import { SYNC_BATCH_MAX } from '../src/shared/contracts/sync-batch';
import { benchDeps, listen, openBenchDatabase, tokenOf } from './support/bench-server';
import { median } from './support/figures';

const RECORDS = 1000;
const RUNS = 3;
const AGENT = 'agent.seedsasa@demo.local';
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0);
const roundTrip = (latency: boolean) => (latency && RTT_MS > 0 ? sleep(RTT_MS) : Promise.resolve());

interface Server {
  url: string;
  token: string;
  userId: string;
  database: Database;
  close(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const { database, drop } = await openBenchDatabase();
  const deps = await benchDeps(database);
  const { app, url } = await listen(deps);
  const [agent] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, AGENT));
  return {
    url,
    token: await tokenOf(deps, AGENT),
    userId: agent.id,
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

type Entries = ReturnType<typeof registrations>;
interface Sent {
  ms: number;
  /** Per registration: its answer's status, or 201 for each the engine acknowledged (gone from the outbox). */
  statuses: number[];
}

async function oneByOne(s: Server, entries: Entries, latency: boolean): Promise<Sent> {
  const started = performance.now();
  const statuses: number[] = [];
  for (const e of entries) {
    await roundTrip(latency);
    const res = await fetch(`${s.url}/api/farmers`, { method: 'POST', headers: { ...headers(s), 'idempotency-key': e.id }, body: JSON.stringify(e.body) });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return { ms: performance.now() - started, statuses };
}

async function batched(s: Server, entries: Entries, latency: boolean): Promise<Sent> {
  const started = performance.now();
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
  return { ms: performance.now() - started, statuses };
}

/** Queued in the app's outbox while "offline" (not timed), then timed from the network's return until the engine has drained it. */
async function throughEngine(s: Server, entries: Entries, latency: boolean): Promise<Sent> {
  const db = createOfflineDb(`bench-${randomUUID()}`);
  const delayed = async (url: string, init: RequestInit) => {
    await roundTrip(latency);
    return fetch(url, init);
  };
  try {
    for (const e of entries) {
      const act = { occurredAt: Date.now(), occurredAtCorrected: true };
      await addEntry(db, { id: e.id, userId: s.userId, kind: 'farmer.register', label: String(e.body.name), method: 'POST', path: '/farmers', body: e.body, dependsOn: [], invalidates: [['farmers']], ...act });
    }
    const engine = new SyncEngine({ db, fetch: delayed, baseUrl: s.url, session: () => ({ userId: s.userId, token: s.token }), locks: null, schedule: () => () => undefined });
    const started = performance.now();
    let rounds = 0;
    // "Sync now" on a failed round: the figure is the drain's speed, not the backoff's length.
    while ((await engine.trigger(rounds === 0 ? 'online' : 'manual')) !== 'done' && rounds++ < 20) await sleep(0);
    const ms = performance.now() - started;
    engine.close();
    const waiting = new Set((await db.outbox.toArray()).map((e) => e.id));
    return { ms, statuses: entries.map((e) => (waiting.has(e.id) ? 0 : 201)) };
  } finally {
    await db.delete();
  }
}

const MODES = { 'one by one': oneByOne, 'outbox + engine': throughEngine, 'raw /api/sync': batched };
type Mode = keyof typeof MODES;

/** Farmers stored beyond one per registration (a resend of every request must not add any). */
async function duplicates(s: Server): Promise<{ stored: number; duplicates: number }> {
  const [row] = rowsOf<{ n: number; distinct_phones: number }>(
    await s.database.db.execute(sql`select count(*)::int as n, count(distinct phone_number)::int as distinct_phones from farmers`),
  );
  return { stored: row.n, duplicates: row.n - row.distinct_phones + Math.max(0, row.distinct_phones - RECORDS) };
}

async function measure(mode: Mode): Promise<{ ms: number; stored: number; duplicates: number; failures: number }> {
  const s = await startServer();
  try {
    const entries = registrations();
    const { ms, statuses } = await MODES[mode](s, entries, true);
    // Every request again, as after a lost answer: must be replayed, not applied twice.
    await (mode === 'one by one' ? oneByOne : batched)(s, entries, false);
    return { ms, failures: statuses.filter((st) => st !== 201).length, ...(await duplicates(s)) };
  } finally {
    await s.close();
  }
}

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const latency = RTT_MS > 0 ? `, ${RTT_MS} ms simulated round trip per request` : '';
  console.log(`bench/sync (P4): ${RECORDS} farmer registrations over HTTP on loopback${latency}, ${database}, ${RUNS} runs, batches of ${SYNC_BATCH_MAX}`);
  const times = new Map<Mode, number[]>(Object.keys(MODES).map((m) => [m as Mode, []]));
  let dup = 0;
  let failed = 0;
  for (let run = 1; run <= RUNS; run++) {
    const line: string[] = [];
    for (const mode of times.keys()) {
      const r = await measure(mode);
      times.get(mode)?.push(r.ms);
      dup += r.duplicates;
      failed += r.failures;
      line.push(`${mode} ${r.ms.toFixed(0)} ms (${r.stored} stored)`);
    }
    console.log(`  run ${run}: ${line.join(', ')}`);
  }
  const medians = new Map([...times].map(([mode, ms]) => [mode, median(ms)]));
  for (const [mode, ms] of medians) console.log(`  median ${mode}: ${ms.toFixed(0)} ms`);
  const single = medians.get('one by one') ?? 0;
  const engine = medians.get('outbox + engine') ?? 0;
  console.log(`  ratio: ${(single / engine).toFixed(1)}× faster through the outbox and engine (bar ≥ 5×); within 5 s: ${engine <= 5000 ? 'yes' : 'no'}`);
  console.log(`  duplicates: ${dup} (must be 0); failed registrations: ${failed}`);
  if (dup > 0 || failed > 0) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
