/**
 * P6 (export half): the CSV export of 100,000 farmers (GET /api/farmers?exportCsv=true as the company admin)
 * from the real `npm start` process, on the embedded database (PGlite, in the server's process) and on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a schema of its own is created there, and dropped).
 * The data is put in place before the start (migrations, the demo accounts, farmers from generate_series,
 * analyzed); the server then signs the admin in over HTTP like any client. Each export is downloaded by curl
 * in its own process; meanwhile the server process's resident memory is read from /proc every 10 ms: the
 * growth is its peak minus its level just before the export. Time to the last byte and growth of each run,
 * median and largest of 5 runs.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { companies } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/seed/seed-demo';
import { benchDeps } from './support/bench-server';
import { loadLine, mb, median } from './support/figures';
import { type NpmStart, npmStart } from './support/npm-start';
import { rssBytes } from './support/proc';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FARMERS = 100_000;
const RUNS = 5;
const ADMIN = 'admin.seedsasa@demo.local';
const BAR_MS = 5000;
const BAR_GROWTH_BYTES = 25 * 1024 * 1024;
/** A build of the client may come first when dist/ is stale. */
const START_TIMEOUT_MS = 10 * 60_000;

/** Migrations, the demo accounts and FARMERS farmers of SeedSasa, written before the server starts. */
async function fill(database: Database, dataDir: string): Promise<void> {
  const deps = await benchDeps(database, dataDir);
  const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
  await deps.db.execute(sql`
    insert into farmers (company_id, name, phone_number, gender, county, village, crop_type, farm_size, created_at, recorded_at)
    select ${company.id}, 'Farmer ' || g || ' Wanjiku', '+2547' || lpad(g::text, 8, '0'), case when g % 2 = 0 then 'Male' else 'Female' end,
           (array['Nakuru','Kisumu','Bungoma','Meru','Machakos'])[1 + g % 5], 'Village ' || (g % 300), 'Maize', '2 acres',
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${FARMERS}) as g`);
  // What autovacuum does within a minute of such a load (PGlite has none: the server's start analyzes it).
  if (database.kind === 'postgres') await database.exec('analyze');
  await database.close();
}

async function signIn(start: NpmStart): Promise<string> {
  const answer = await fetch(`${start.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: ADMIN, password: DEMO_PASSWORD }),
  });
  if (answer.status !== 200) throw new Error(`sign-in answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/** One export downloaded by curl, with the server process's RSS sampled meanwhile. */
async function exportOnce(start: NpmStart, server: number, token: string) {
  const before = rssBytes(server);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(server))), 10);
  const started = performance.now();
  try {
    const { stdout } = await run('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_starttransfer}', '-H', `authorization: Bearer ${token}`, `${start.url}/api/farmers?exportCsv=true`]);
    const ms = performance.now() - started;
    const [status, bytes, firstByte] = stdout.trim().split(' ');
    if (status !== '200') throw new Error(`export answered ${status}`);
    return { ms, firstByteMs: Number(firstByte) * 1000, bytes: Number(bytes), before, growth: Math.max(peak, rssBytes(server)) - before };
  } finally {
    clearInterval(sampler);
  }
}

/** Starts npm start on the filled database, exports RUNS times, prints the figures. */
async function measure(kind: string, env: Record<string, string>): Promise<void> {
  const start = await npmStart(root, env);
  try {
    await start.healthy(START_TIMEOUT_MS);
    const token = await signIn(start);
    const server = start.serverPid();
    console.log(`\n  ${kind}: server process ${server}, RSS ${mb(rssBytes(server))} MB after the start (${loadLine()})`);
    const runs: Awaited<ReturnType<typeof exportOnce>>[] = [];
    for (let i = 1; i <= RUNS; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      const one = await exportOnce(start, server, token);
      runs.push(one);
      console.log(`    run ${i}: ${one.ms.toFixed(0)} ms (first byte ${one.firstByteMs.toFixed(0)} ms), ${mb(one.bytes)} MB; server RSS ${mb(one.before)} MB before, growth +${mb(one.growth)} MB`);
    }
    const ms = median(runs.map((r) => r.ms));
    const growth = Math.max(...runs.map((r) => r.growth));
    console.log(`    median time to the last byte ${ms.toFixed(0)} ms (bar ≤ ${BAR_MS} ms: ${ms <= BAR_MS ? 'met' : 'NOT met'}); ` +
      `growth median +${mb(median(runs.map((r) => r.growth)))} MB, largest +${mb(growth)} MB (bar ≤ 25 MB: ${growth <= BAR_GROWTH_BYTES ? 'met' : 'NOT met'}); ${loadLine()}`);
  } finally {
    await start.stop();
  }
}

async function onPglite(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fap-bench-export-'));
  try {
    await fill(await openPglite(path.join(dataDir, 'pgdata')), dataDir);
    await measure('PGlite (embedded, in the server process)', { DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A schema of its own in the given database (a role that may not create databases can still run it), dropped after. */
async function onPostgres(url: string): Promise<void> {
  const name = `fap_bench_export_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fap-bench-export-'));
  try {
    await admin.query(`create schema ${name}`);
    const own = new URL(url);
    own.searchParams.set('options', `-c search_path=${name}`);
    await fill(await openPostgres(url, { searchPath: name }), dataDir);
    await measure('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: own.href });
  } finally {
    await admin.query(`drop schema if exists ${name} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** BENCH_EXPORT_DATABASES=pglite or =postgres runs one of the two. */
const databases = (process.env.BENCH_EXPORT_DATABASES ?? 'pglite,postgres').split(',');
console.log(`bench/export (P6): CSV export of ${FARMERS.toLocaleString('en')} farmers from npm start, ${RUNS} runs per database`);
if (databases.includes('pglite')) await onPglite();
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!databases.includes('postgres')) console.log('\n  PostgreSQL: not asked for (BENCH_EXPORT_DATABASES).');
else if (url) await onPostgres(url);
else console.log('\n  PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to measure it too; skipped.');
