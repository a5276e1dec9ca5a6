/**
 * Issue 34 item 5: no request starves the others on the embedded database. A company admin imports a CSV of
 * 20,000 new farmers (POST /api/farmers/import, by curl in its own process) while another company's admin asks
 * for its farmers list every 100 ms (GET /api/farmers): the p50/p95/max latency of those requests during the
 * import, and the import's own time. Bar: p95 ≤ 1 s on PGlite (ADR 0055).
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL.
 */
import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { IMPORTED_FARMER_COLUMNS } from '../src/shared/farmer-csv';
import { benchDeps, listen, openBenchDatabase, tokenOf } from './support/bench-server';
import { loadLine } from './support/figures';

const run = promisify(execFile);
const ROWS = 20_000;
const EVERY_MS = 100;
const BAR_MS = 1_000;
const IMPORTER = 'admin.seedsasa@demo.local';
const OTHER_COMPANY = 'admin.everlend@demo.local';

function csv(): string {
  const header = IMPORTED_FARMER_COLUMNS.map((c) => c.header).join(',');
  const lines = Array.from({ length: ROWS }, (_, i) =>
    [`Farmer ${i} Wanjiku`, `07${String(10_000_000 + i).padStart(8, '0')}`, String(30_000_000 + i), String(20 + (i % 50)), i % 2 ? 'Female' : 'Male', 'Nakuru', 'Njoro', 'Mauche', `Village ${i % 300}`, 'Maize', '2 acres', '-0.3', '36.08', '15'].join(','),
  );
  return `${header}\r\n${lines.join('\r\n')}\r\n`;
}

/**
 * The other company's client, in a process of its own (PGlite runs its statements on the server's thread, so a
 * client in the server's process would stop asking while a statement runs): a GET every EVERY_MS, each timed
 * to its answer; a request the server dropped counts as failed, at its time then. Answers the times on stop.
 */
function otherCompanyAsking(url: string, token: string) {
  const client = `
    const latencies = []; const pending = []; let failed = 0;
    const ask = () => { const t = performance.now(); pending.push(fetch(process.argv[1] + '/api/farmers', { headers: { authorization: 'Bearer ' + process.argv[2] } })
      .then(async (r) => { await r.arrayBuffer(); if (r.status !== 200) failed++; latencies.push(performance.now() - t); })
      .catch(() => { failed++; latencies.push(performance.now() - t); })); };
    const ticker = setInterval(ask, ${EVERY_MS});
    process.stdin.on('data', async () => { clearInterval(ticker); await Promise.all(pending); process.stdout.write(JSON.stringify({ latencies, failed })); process.exit(0); });`;
  const child = spawn(process.execPath, ['-e', client, url, token], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return {
    stop: () =>
      new Promise<{ latencies: number[]; failed: number }>((resolve) => {
        child.on('exit', () => resolve(JSON.parse(out) as { latencies: number[]; failed: number }));
        child.stdin.write('stop\n');
      }),
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

const { database, kind, drop } = await openBenchDatabase();
const dir = await mkdtemp(path.join(tmpdir(), 'fap-bench-starvation-'));
try {
  const deps = await benchDeps(database, dir);
  const { app, url } = await listen(deps);
  const importer = await tokenOf(deps, IMPORTER);
  const other = await tokenOf(deps, OTHER_COMPANY);
  const filePath = path.join(dir, 'farmers.csv');
  await writeFile(filePath, csv());
  console.log(`bench/import-starvation: ${ROWS.toLocaleString('en')} farmers imported, another company's GET /api/farmers every ${EVERY_MS} ms, ${kind} (${loadLine()})`);
  try {
    const asker = otherCompanyAsking(url, other);
    const started = performance.now();
    const { stdout } = await run(
      'curl',
      ['-sS', '-w', '\n%{http_code}', '-H', `authorization: Bearer ${importer}`, '-H', `idempotency-key: ${randomUUID()}`, '-F', `file=@${filePath};type=text/csv;filename=farmers.csv`, `${url}/api/farmers/import`],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const importMs = performance.now() - started;
    const lines = stdout.trimEnd().split('\n');
    const status = lines.pop();
    const body = JSON.parse(lines.join('\n')) as { created?: number };
    if (status !== '200' || body.created !== ROWS) throw new Error(`import answered ${status}: ${lines.join('\n').slice(0, 300)}`);
    const { latencies, failed } = await asker.stop();
    const sorted = latencies.sort((a, b) => a - b);
    const p95 = quantile(sorted, 0.95);
    console.log(
      `  import ${(importMs / 1000).toFixed(1)} s; ${sorted.length} requests of the other company during it (${failed} failed): p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${sorted.at(-1)?.toFixed(0)} ms (bar p95 ≤ ${BAR_MS} ms: ${p95 <= BAR_MS && failed === 0 ? 'met' : 'NOT met'}); ${loadLine()}`,
    );
  } finally {
    await app.close();
  }
} finally {
  await drop();
  await rm(dir, { recursive: true, force: true });
}
