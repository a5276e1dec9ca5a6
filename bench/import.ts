/**
 * Issue 17 item 5: a CSV of 10,000 new farmers imported by the company admin through the real multipart
 * endpoint (POST /api/farmers/import, field `file`) over HTTP on loopback, by curl in its own process: the dry
 * run, then the import that writes them, each timed to the answer (median of 3 files, each of new phone
 * numbers and national IDs), with the growth of the server's RSS. Bar: the import ≤ 10 s on PostgreSQL.
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IMPORTED_FARMER_COLUMNS } from '../src/shared/farmer-csv';
import { benchDeps, listen, measured, openBenchDatabase, tokenOf } from './support/bench-server';
import { loadLine, mb, median } from './support/figures';

const run = promisify(execFile);
const ROWS = 10_000;
const RUNS = 3;
const COMPANY_ADMIN = 'admin.seedsasa@demo.local';
const BAR_MS = 10_000;
const COUNTIES = ['Nakuru', 'kisumu', 'Bungoma ', 'MERU', 'Machakos'];

/** ROWS farmers with every template column filled, phone numbers and national IDs unique to run `n`. */
function csvOf(n: number): string {
  const header = IMPORTED_FARMER_COLUMNS.map((c) => c.header).join(',');
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const serial = n * ROWS + i;
    return [
      `Farmer ${serial} Wanjiku`,
      `07${String(10_000_000 + serial).padStart(8, '0')}`,
      String(30_000_000 + serial),
      String(20 + (i % 50)),
      i % 2 ? 'Female' : 'Male',
      COUNTIES[i % COUNTIES.length],
      'Njoro',
      'Mauche',
      `Village ${i % 300}`,
      'Maize',
      '2 acres',
      (-0.3 + i / 1e6).toFixed(6),
      (36.08 + i / 1e6).toFixed(6),
      '15',
    ].join(',');
  });
  return `\uFEFF${header}\r\n${lines.join('\r\n')}\r\n`;
}

interface Answer {
  status: number;
  seconds: number;
  body: { rows: number; valid: number; created?: number; errorCount: number };
}

async function importOnce(url: string, token: string, filePath: string, dryRun: boolean): Promise<Answer> {
  const { stdout } = await run(
    'curl',
    ['-sS', '-w', '\n%{http_code} %{time_total}', '-H', `authorization: Bearer ${token}`, '-H', `idempotency-key: ${randomUUID()}`, '-F', `file=@${filePath};type=text/csv;filename=farmers.csv`, `${url}/api/farmers/import${dryRun ? '?dryRun=true' : ''}`],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const lines = stdout.trimEnd().split('\n');
  const [status, seconds] = lines.pop()!.split(' ');
  return { status: Number(status), seconds: Number(seconds), body: JSON.parse(lines.join('\n')) as Answer['body'] };
}

const { database, kind, drop } = await openBenchDatabase();
const dir = await mkdtemp(path.join(tmpdir(), 'fap-bench-import-'));
try {
  const deps = await benchDeps(database, dir);
  const { app, url } = await listen(deps);
  const token = await tokenOf(deps, COMPANY_ADMIN);
  console.log(`bench/import: ${ROWS.toLocaleString('en')} farmers per CSV, ${RUNS} files, ${kind} (${loadLine()})`);
  const dry: number[] = [];
  const written: number[] = [];
  try {
    for (let n = 0; n < RUNS; n++) {
      const filePath = path.join(dir, `farmers-${n}.csv`);
      await writeFile(filePath, csvOf(n));
      const check = await measured(() => importOnce(url, token, filePath, true));
      const write = await measured(() => importOnce(url, token, filePath, false));
      for (const [what, m] of [['dry run', check], ['import', write]] as const) {
        if (m.result.status !== 200 || m.result.body.errorCount !== 0) throw new Error(`${what} answered ${m.result.status}: ${JSON.stringify(m.result.body).slice(0, 300)}`);
      }
      if (write.result.body.created !== ROWS) throw new Error(`import created ${write.result.body.created}`);
      dry.push(check.ms);
      written.push(write.ms);
      console.log(`  file ${n + 1}: dry run ${check.ms.toFixed(0)} ms (RSS +${mb(check.rssGrowth)} MB), import ${write.ms.toFixed(0)} ms (RSS +${mb(write.rssGrowth)} MB); ${loadLine()}`);
    }
  } finally {
    await app.close();
  }
  const ms = median(written);
  console.log(
    `  median: dry run ${median(dry).toFixed(0)} ms, import ${ms.toFixed(0)} ms (bar ≤ ${BAR_MS} ms${kind === 'PostgreSQL' ? '' : ', set for PostgreSQL'}: ${ms <= BAR_MS ? 'met' : 'NOT met'}); ${loadLine()}`,
  );
} finally {
  await drop();
  await rm(dir, { recursive: true, force: true });
}
