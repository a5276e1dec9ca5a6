/**
 * P6 (export half): the CSV export of 100,000 farmers (GET /api/farmers?exportCsv=true as the company admin)
 * over real HTTP on loopback: time to the last byte (median of 3) and the server's memory growth while it
 * streams (peak RSS and heap during the export minus the level before it). The client is curl in its own
 * process, so the growth is the server's (with PGlite, its in-process database's too). PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/server/db/schema';
import { benchDeps, listen, mb, measured, median, openBenchDatabase, tokenOf } from './support/bench-server';

const run = promisify(execFile);
const FARMERS = 100_000;
const RUNS = 3;
const ADMIN = 'admin.seedsasa@demo.local';

/**
 * One export, downloaded by curl in its own process (so this process holds only the server and its
 * database), with the server's memory sampled meanwhile.
 */
async function exportOnce(url: string, token: string) {
  const { result: stdout, ms, rssGrowth, heapGrowth } = await measured(async () =>
    (await run('curl', ['-sS', '-o', '/dev/null', '-w', '%{http_code} %{size_download} %{time_starttransfer}', '-H', `authorization: Bearer ${token}`, `${url}/api/farmers?exportCsv=true`])).stdout,
  );
  const [status, bytes, firstByte] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`export answered ${status}`);
  return { ms, firstByteMs: Number(firstByte) * 1000, bytes: Number(bytes), rssGrowth, heapGrowth };
}

async function main() {
  const { database, kind, drop } = await openBenchDatabase();
  try {
    const deps = await benchDeps(database);
    const [company] = await deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
    const seeding = performance.now();
    await deps.db.execute(sql`
      insert into farmers (company_id, name, phone_number, gender, county, village, crop_type, farm_size, created_at, recorded_at)
      select ${company.id}, 'Farmer ' || g || ' Wanjiku', '+2547' || lpad(g::text, 8, '0'), case when g % 2 = 0 then 'Male' else 'Female' end,
             (array['Nakuru','Kisumu','Bungoma','Meru','Machakos'])[1 + g % 5], 'Village ' || (g % 300), 'Maize', '2 acres',
             now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(1, ${FARMERS}) as g`);
    console.log(`bench/export (P6): ${FARMERS.toLocaleString('en')} farmers on ${kind} (inserted in ${((performance.now() - seeding) / 1000).toFixed(1)} s), ${RUNS} runs`);
    const { app, url } = await listen(deps);
    const token = await tokenOf(deps, ADMIN);
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
