/**
 * Issue 34 item 4: a burst of agents syncing at once against `npm start` with WEB_CONCURRENCY=2 on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL: a schema of its own, dropped after), loopback only. Each agent sends
 * one batch of ENTRIES farmer registrations (gzipped, asking for compressed answers, as phones do) at the same
 * moment and behaves as the app's engine does: a 503/429 waits Retry-After plus a random part of it again, a
 * request unanswered after 120 s counts as a timeout and is sent again (its entries' keys make that safe). Prints
 * the time to each agent's accepted batch (p50/p95/p99), the first answers, the retries, the exactly-once count of
 * farmers written, and the CPU time per synced entry of the server processes and of the PostgreSQL backends serving
 * them (from /proc; the backends are those of pg_stat_activity with the server's application_name), which a busy
 * machine distorts much less than latency (issue 34 item 9).
 * BENCH_BURST_AGENTS (500), BENCH_BURST_ENTRIES (20), BENCH_SYNC_CONCURRENCY (the server's default when unset).
 * BENCH_BURST_BASELINE=<another checkout> (its node_modules in place) runs the same burst on that checkout's server
 * too, right after, for a before/after ratio taken in the same minutes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/server/seed/seed-demo';
import { loadLine } from './support/figures';
import { npmStart } from './support/npm-start';
import { cpuMs, processTree } from './support/proc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AGENTS = Number(process.env.BENCH_BURST_AGENTS ?? 500);
const ENTRIES = Number(process.env.BENCH_BURST_ENTRIES ?? 20);
const AGENT = 'agent.seedsasa@demo.local';
const TIMEOUT_MS = 120_000;
/** What Chromium sends. */
const PHONE_ENCODINGS = 'gzip, deflate, br, zstd';
const START_TIMEOUT_MS = 10 * 60_000;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

interface AgentRun {
  doneMs: number;
  firstAnswerMs: number;
  retries: number;
  timeouts: number;
}

async function agent(url: string, token: string, index: number, started: number): Promise<AgentRun> {
  const entries = Array.from({ length: ENTRIES }, (_, i) => {
    const id = randomUUID();
    return { id, method: 'POST', path: '/farmers', body: { id, name: `Burst Farmer ${index}-${i}`, phoneNumber: `+2547${String(index * ENTRIES + i).padStart(8, '0')}`, gender: 'Female', county: 'Nakuru' } };
  });
  // As the app's outbox sends it (gzip, ADR 0051) and with what a phone's browser accepts: the server's CPU is the
  // phones' (ADR 0066).
  const body = gzipSync(JSON.stringify({ device: { backlog: ENTRIES, oldestEntryAgeSeconds: 0, deviceId: `burst-${index}` }, entries }));
  let firstAnswerMs = 0;
  let retries = 0;
  let timeouts = 0;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/sync`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': PHONE_ENCODINGS, authorization: `Bearer ${token}` }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
      await res.arrayBuffer();
      firstAnswerMs ||= performance.now() - started;
      if (res.status === 200) return { doneMs: performance.now() - started, firstAnswerMs, retries, timeouts };
      const wait = (Number(res.headers.get('retry-after')) || 1) * 1000;
      retries++;
      await new Promise((r) => setTimeout(r, wait + Math.random() * wait));
    } catch {
      timeouts++;
      retries++;
    }
  }
}

/** CPU ms so far of the server's processes and of the PostgreSQL backends with its application_name. */
async function cpuNow(monitor: pg.Client, applicationName: string, rootPid: number): Promise<{ server: number; backends: Map<number, number> }> {
  const { rows } = await monitor.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [applicationName]);
  return { server: processTree(rootPid).reduce((sum, pid) => sum + cpuMs(pid), 0), backends: new Map(rows.map(({ pid }) => [pid, cpuMs(pid)])) };
}

/** A backend opened during the burst counts whole; one closed during it loses its last part. */
function backendCpu(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

async function burst(databaseUrl: string, checkout: string): Promise<void> {
  const name = `fap_bench_burst_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fap-bench-burst-'));
  try {
    await admin.query(`create schema ${name}`);
    const own = new URL(databaseUrl);
    own.searchParams.set('options', `-c search_path=${name}`);
    own.searchParams.set('application_name', name);
    const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: own.href, WEB_CONCURRENCY: '2', SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
    if (process.env.BENCH_SYNC_CONCURRENCY) env.SYNC_CONCURRENCY = process.env.BENCH_SYNC_CONCURRENCY;
    const start = await npmStart(checkout, env);
    try {
      await start.healthy(START_TIMEOUT_MS);
      const login = await fetch(`${start.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: AGENT, password: DEMO_PASSWORD }) });
      const { token } = (await login.json()) as { token: string };
      console.log(`  ${checkout}: ${AGENTS} agents × ${ENTRIES} entries at once, WEB_CONCURRENCY=2, SYNC_CONCURRENCY=${env.SYNC_CONCURRENCY ?? 'default'} (${loadLine()})`);
      const cpuBefore = await cpuNow(admin, name, start.child.pid!);
      const started = performance.now();
      const runs = await Promise.all(Array.from({ length: AGENTS }, (_, i) => agent(start.url, token, i, started)));
      const cpuAfter = await cpuNow(admin, name, start.child.pid!);
      const done = runs.map((r) => r.doneMs / 1000);
      const first = runs.map((r) => r.firstAnswerMs / 1000);
      const s = (x: number) => `${x.toFixed(1)} s`;
      console.log(`  accepted: p50 ${s(percentile(done, 50))}, p95 ${s(percentile(done, 95))}, p99 ${s(percentile(done, 99))}, last ${s(Math.max(...done))}`);
      console.log(`  first answer (200 or 503): p50 ${s(percentile(first, 50))}, p95 ${s(percentile(first, 95))}, first batch accepted after ${s(Math.min(...done))}`);
      console.log(`  retries ${runs.reduce((n, r) => n + r.retries, 0)} (of them timeouts past 120 s: ${runs.reduce((n, r) => n + r.timeouts, 0)}) (${loadLine()})`);
      const { rows } = await admin.query(`select count(*)::int as n, count(distinct phone_number)::int as phones from ${name}.farmers where name like 'Burst Farmer %'`);
      console.log(`  exactly once: ${rows[0].n} farmers written for ${AGENTS * ENTRIES} entries (${rows[0].phones} distinct)`);
      const perEntry = (ms: number) => (ms / (AGENTS * ENTRIES)).toFixed(2);
      const serverMs = cpuAfter.server - cpuBefore.server;
      const pgMs = backendCpu(cpuBefore.backends, cpuAfter.backends);
      console.log(`  CPU per synced entry: ${perEntry(serverMs + pgMs)} ms (server ${perEntry(serverMs)} ms, PostgreSQL ${perEntry(pgMs)} ms), retried batches included (${loadLine()})`);
    } finally {
      await start.stop();
    }
  } finally {
    await admin.query(`drop schema if exists ${name} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
console.log('bench/sync-burst (issue 34 item 4): a burst of agents syncing at once against npm start on PostgreSQL');
if (url) {
  await burst(url, root);
  if (process.env.BENCH_BURST_BASELINE) await burst(url, path.resolve(process.env.BENCH_BURST_BASELINE));
}
else console.log('  set BENCH_DATABASE_URL (or TEST_DATABASE_URL); skipped.');
