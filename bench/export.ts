/**
 * P6 (export half): the CSV export of 100,000 farmers (GET /api/farmers?exportCsv=true as the company admin)
 * over real HTTP on loopback: time to the last byte (median of 3) and the server's memory growth while it
 * streams (peak RSS and heap during the export minus the level before it). The client is curl in its own
 * process, so the growth is the server's (with PGlite, its in-process database's too). PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { promisify } from 'node:util';
import { runInNewContext } from 'node:vm';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { type AppDeps, systemClock } from '../src/server/context';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { companies, users } from '../src/server/db/schema';
import { seedAccounts } from '../src/server/db/seed/seed-accounts';
import { loadConfig } from '../src/server/env';
import { issueToken } from '../src/server/plugins/auth';

const run = promisify(execFile);
const FARMERS = 100_000;
const RUNS = 3;
const ADMIN = 'admin.seedsasa@demo.local';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function openBenchDatabase(): Promise<{ database: Database; kind: string; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, kind: 'PGlite', drop: () => database.close() };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema });
  return {
    database,
    kind: 'PostgreSQL',
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/**
 * One export, downloaded by curl in its own process (so this process holds only the server and its
 * database), with the server's memory sampled meanwhile.
 */
async function exportOnce(url: string, token: string) {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  const { stdout } = await run('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_starttransfer}', '-H', `authorization: Bearer ${token}`, `${url}/api/farmers?exportCsv=true`]);
  const ms = performance.now() - started;
  clearInterval(sampler);
  const [status, bytes, firstByte] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`export answered ${status}`);
  return { ms, firstByteMs: Number(firstByte) * 1000, bytes: Number(bytes), rssGrowth: peakRss - before.rss, heapGrowth: peakHeap - before.heapUsed };
}

async function main() {
  const { database, kind, drop } = await openBenchDatabase();
  try {
    await migrate(database);
    const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
    await seedAccounts(deps);
    const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
    const [admin] = await deps.db.select().from(users).where(eq(users.email, ADMIN));
    const seeding = performance.now();
    await deps.db.execute(sql`
      insert into farmers (company_id, name, phone_number, gender, county, village, crop_type, farm_size, created_at)
      select ${company.id}, 'Farmer ' || g || ' Wanjiku', '+2547' || lpad(g::text, 8, '0'), case when g % 2 = 0 then 'Male' else 'Female' end,
             (array['Nakuru','Kisumu','Bungoma','Meru','Machakos'])[1 + g % 5], 'Village ' || (g % 300), 'Maize', '2 acres',
             now() - (g || ' minutes')::interval
      from generate_series(1, ${FARMERS}) as g`);
    console.log(`bench/export (P6): ${FARMERS.toLocaleString('en')} farmers on ${kind} (inserted in ${((performance.now() - seeding) / 1000).toFixed(1)} s), ${RUNS} runs`);
    const app = await buildApp(deps, { distDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = issueToken(deps, admin);
    const runs: Awaited<ReturnType<typeof exportOnce>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const one = await exportOnce(url, token);
      console.log(`  run ${i + 1}: ${one.ms.toFixed(0)} ms (first byte ${one.firstByteMs.toFixed(0)} ms), ${mb(one.bytes)} MB, server RSS +${mb(one.rssGrowth)} MB, heap +${mb(one.heapGrowth)} MB`);
      runs.push(one);
    }
    await app.close();
    const ms = median(runs.map((r) => r.ms));
    const growth = Math.max(...runs.map((r) => r.rssGrowth));
    console.log(`  median time to last byte: ${ms.toFixed(0)} ms (bar ≤ 5000 ms: ${ms <= 5000 ? 'met' : 'NOT met'})`);
    console.log(`  largest memory growth (RSS, server and its in-process database): ${mb(growth)} MB (bar ≤ 50 MB: ${growth <= 50 * 1024 * 1024 ? 'met' : 'NOT met'})`);
  } finally {
    await drop();
  }
}

await main();
