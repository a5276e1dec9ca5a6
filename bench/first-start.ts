/**
 * P7: the real `npm start` (tsx scripts/start.ts) on the embedded database, in a copy of the sources made for
 * the run (node_modules linked, no dist/), on a free port: time to the first 200 of /api/health, and the
 * resident memory (from /proc, sampled every 100 ms) of the server process (the one listening on the port)
 * and of the whole `npm start` process tree (npm, tsx, the client build and database children), at their peak
 * and 10 s after the first health answer. Three kinds of start: a fresh DATA_DIR without dist/ (the client is
 * built; once), then BENCH_FIRST_START_ROUNDS (3) times a fresh DATA_DIR with dist/ and a restart on it.
 * BENCH_BASE_REF=<commit> measures that commit too, the two taking turns, for figures side by side.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadLine, mb, median, seconds } from './support/figures';
import { npmStart } from './support/npm-start';
import { processTree, rssBytes } from './support/proc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SETTLE_MS = 10_000;
const SAMPLE_MS = 100;
const HEALTH_TIMEOUT_MS = 15 * 60_000;
const BAR_SETTLED_BYTES = 600 * 1024 * 1024;
const ROUNDS = Number(process.env.BENCH_FIRST_START_ROUNDS ?? 3);

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

const SCENARIOS = ['fresh DATA_DIR, no dist/', 'fresh DATA_DIR, dist/ built', 'restart, same DATA_DIR'] as const;

interface Version {
  label: string;
  dir: string;
  runs: Map<string, StartFigures[]>;
}

/** The figures of one scenario's runs: medians of the times, the worst of the memory. */
function summary(runs: StartFigures[]) {
  return {
    toHealthMs: median(runs.map((r) => r.toHealthMs)),
    serverPeak: Math.max(...runs.map((r) => r.serverPeak)),
    serverSettled: Math.max(...runs.map((r) => r.serverSettled)),
    treePeak: Math.max(...runs.map((r) => r.treePeak)),
    treeSettled: Math.max(...runs.map((r) => r.treeSettled)),
  };
}

function printVersion(v: Version): void {
  console.log(`\n  ${v.label}:`);
  for (const name of SCENARIOS) {
    const runs = v.runs.get(name) ?? [];
    const f = summary(runs);
    const steps = runs.flatMap((r) => r.steps);
    console.log(
      `    ${name.padEnd(28)} first health ${seconds(f.toHealthMs).padStart(7)} (${runs.map((r) => seconds(r.toHealthMs)).join(', ')}); server RSS peak ${mb(f.serverPeak)} MB, +10 s ${mb(f.serverSettled)} MB; ` +
        `npm start's processes together peak ${mb(f.treePeak)} MB, +10 s ${mb(f.treeSettled)} MB${steps.length ? ` (${steps.join('; ')})` : ''}`,
    );
  }
  const created = (v.runs.get(SCENARIOS[1]) ?? []).flatMap((r) => r.steps.map((step) => Number(/in ([\d.]+) s/.exec(step)?.[1] ?? NaN)));
  const extra = summary(v.runs.get(SCENARIOS[1]) ?? []).toHealthMs - summary(v.runs.get(SCENARIOS[2]) ?? []).toHealthMs;
  console.log(`    a first start (dist/ built) takes ${seconds(extra)} longer than a restart${created.length ? `; its database child reported ${seconds(median(created) * 1000)} (median)` : ''}`);
  const worst = Math.max(...[...v.runs.values()].flat().map((r) => r.serverSettled));
  console.log(`    server memory 10 s after the first health, at most ${mb(worst)} MB (bar ≤ 600 MB: ${worst <= BAR_SETTLED_BYTES ? 'met' : 'NOT met'})`);
}

/**
 * Each scenario on each version in turn, so that a change in the machine's load hits them alike: the build
 * once per version (it leaves dist/ in the copy), then ROUNDS times a fresh DATA_DIR and its restart.
 */
async function main() {
  const base = process.env.BENCH_BASE_REF;
  const work = mkdtempSync(path.join(tmpdir(), 'fap-first-start-'));
  console.log(`bench/first-start (P7): npm start on the embedded database, copies of the sources in ${work}, ${ROUNDS} rounds; ${loadLine()}`);
  try {
    const versions: Version[] = [...(base ? [{ label: `base ${base}`, ref: base }] : []), { label: 'this working tree', ref: undefined }].map(({ label, ref }, i) => {
      const dir = path.join(work, `v${i}`);
      copySources(ref, dir);
      return { label, dir, runs: new Map() };
    });
    const fresh = () => mkdtempSync(path.join(work, 'data-'));
    const record = async (v: Version, name: string, dataDir: string) => v.runs.set(name, [...(v.runs.get(name) ?? []), await startOnce(name, v.dir, dataDir)]);
    for (const v of versions) await record(v, SCENARIOS[0], fresh());
    for (let round = 0; round < ROUNDS; round++) {
      for (const v of versions) {
        const dataDir = fresh();
        await record(v, SCENARIOS[1], dataDir);
        await record(v, SCENARIOS[2], dataDir);
      }
    }
    versions.forEach(printVersion);
    if (versions.length === 2) {
      const [before, after] = versions;
      console.log('\n  side by side (this tree / base):');
      for (const name of SCENARIOS) {
        const [b, a] = [summary(before.runs.get(name)!), summary(after.runs.get(name)!)];
        console.log(
          `    ${name.padEnd(28)} first health ×${(a.toHealthMs / b.toHealthMs).toFixed(2)}; server peak ×${(a.serverPeak / b.serverPeak).toFixed(2)}, ` +
            `+10 s ×${(a.serverSettled / b.serverSettled).toFixed(2)}; all processes peak ×${(a.treePeak / b.treePeak).toFixed(2)}`,
        );
      }
    }
    console.log(`  ${loadLine()}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
