/**
 * P7: the real `npm start` (tsx scripts/start.ts) on the embedded database, in a copy of the sources made for
 * the run (node_modules linked, no dist/), on a free port: time to the first 200 of /api/health, and the
 * resident memory (from /proc, sampled every 100 ms) of the server process (the one listening on the port)
 * and of the whole `npm start` process tree (npm, tsx, the client build and database children), at their peak
 * and 10 s after the first health answer. Three starts: a fresh DATA_DIR without dist/ (the client is built),
 * a fresh DATA_DIR with dist/, and a restart on that DATA_DIR. BENCH_BASE_REF=<commit> measures that commit
 * the same way first, for figures side by side.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLine, mb, seconds } from './support/figures';
import { npmStart } from './support/npm-start';
import { processTree, rssBytes } from './support/proc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETTLE_MS = 10_000;
const SAMPLE_MS = 100;
const HEALTH_TIMEOUT_MS = 15 * 60_000;
const BAR_SETTLED_BYTES = 600 * 1024 * 1024;

interface StartFigures {
  name: string;
  toHealthMs: number;
  serverPeak: number;
  serverSettled: number;
  treePeak: number;
  treeSettled: number;
  /** What the start printed about its own steps (client build, database preparation), when it did. */
  steps: string[];
}

/** The sources of `ref` (or of the working tree, uncommitted changes included) in `dir`, with node_modules linked. */
function copySources(ref: string | undefined, dir: string): void {
  mkdirSync(dir, { recursive: true });
  if (ref) {
    execFileSync('sh', ['-c', `git archive ${ref} | tar -x -C "${dir}"`], { cwd: root });
  } else {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0');
    for (const file of files.filter((f) => f && existsSync(path.join(root, f)))) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      copyFileSync(path.join(root, file), path.join(dir, file));
    }
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
}

/** One `npm start` in `dir` on `dataDir`, measured until 10 s after its first health answer, then stopped. */
async function startOnce(name: string, dir: string, dataDir: string): Promise<StartFigures> {
  const start = await npmStart(dir, { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const peakByPid = new Map<number, number>();
  let treePeak = 0;
  const sample = () => {
    let total = 0;
    for (const pid of processTree(start.child.pid!)) {
      const rss = rssBytes(pid);
      total += rss;
      peakByPid.set(pid, Math.max(peakByPid.get(pid) ?? 0, rss));
    }
    treePeak = Math.max(treePeak, total);
    return total;
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  try {
    const toHealthMs = await start.healthy(HEALTH_TIMEOUT_MS);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const treeSettled = sample();
    const server = start.serverPid();
    const steps = start
      .output()
      .split('\n')
      .filter((line) => /client built in|database created/.test(line))
      .map((line) => /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.trim());
    return { name, toHealthMs, serverPeak: peakByPid.get(server) ?? 0, serverSettled: rssBytes(server), treePeak, treeSettled, steps };
  } finally {
    clearInterval(sampler);
    await start.stop();
  }
}

async function measureVersion(label: string, ref: string | undefined, work: string): Promise<StartFigures[]> {
  const dir = path.join(work, label);
  copySources(ref, dir);
  const fresh = () => mkdtempSync(path.join(work, 'data-'));
  const runs = [await startOnce('fresh DATA_DIR, no dist/', dir, fresh())];
  const dataDir = fresh();
  runs.push(await startOnce('fresh DATA_DIR, dist/ built', dir, dataDir));
  runs.push(await startOnce('restart, same DATA_DIR', dir, dataDir));
  console.log(`\n  ${label} (${loadLine()}):`);
  for (const r of runs) {
    console.log(
      `    ${r.name.padEnd(28)} first health ${seconds(r.toHealthMs).padStart(7)}; server RSS peak ${mb(r.serverPeak)} MB, +10 s ${mb(r.serverSettled)} MB; ` +
        `npm start's processes together peak ${mb(r.treePeak)} MB, +10 s ${mb(r.treeSettled)} MB${r.steps.length ? ` (${r.steps.join('; ')})` : ''}`,
    );
  }
  const worst = Math.max(...runs.map((r) => r.serverSettled));
  console.log(`    server memory 10 s after the first health, at most ${mb(worst)} MB (bar ≤ 600 MB: ${worst <= BAR_SETTLED_BYTES ? 'met' : 'NOT met'})`);
  return runs;
}

async function main() {
  const base = process.env.BENCH_BASE_REF;
  const work = mkdtempSync(path.join(tmpdir(), 'fap-first-start-'));
  console.log(`bench/first-start (P7): npm start on the embedded database, copies of the sources in ${work}`);
  try {
    const before = base ? await measureVersion(`base ${base}`, base, work) : undefined;
    const after = await measureVersion('this working tree', undefined, work);
    if (before) {
      console.log('\n  side by side (this tree / base):');
      after.forEach((a, i) => {
        const b = before[i];
        console.log(
          `    ${a.name.padEnd(28)} first health ×${(a.toHealthMs / b.toHealthMs).toFixed(2)}; server peak ×${(a.serverPeak / b.serverPeak).toFixed(2)}, ` +
            `+10 s ×${(a.serverSettled / b.serverSettled).toFixed(2)}; all processes peak ×${(a.treePeak / b.treePeak).toFixed(2)}`,
        );
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
