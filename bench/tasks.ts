/**
 * P2, what Lighthouse's TBT is made of: the main thread's tasks of a cold page load, unthrottled, read from a
 * Chromium trace. Lighthouse's simulation counts each observed task ×4 and the part over 50 ms after the first
 * paint, so a task of ≤ ~12 ms here costs nothing there; this prints every task of ≥ `BENCH_TASK_MS` (5) ms until
 * the page is quiet, when it ran against the first contentful paint, and what it ran (the script evaluated, the
 * timer, the frame…), and the longest task after the paint. `BENCH_PAGES=signup,login,dashboard` picks pages,
 * `BENCH_RUNS` the loads per page (3; each a new browser context, caches empty), `BENCH_COMPARE=<dir>` traces
 * another build too, taking turns; `BENCH_TRACE_FILE=<file>` keeps the last run's main-thread events. Needs a build
 * (`npm run build`). The app's chunks evaluated by `import()` (ADR 0039) show as `v8.evaluateModule` without a URL.
 */
import path from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, type E2eServer, storeSession } from '../tests/support/e2e';
import { comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIN_MS = Number(process.env.BENCH_TASK_MS ?? 5);
const QUIET_MS = 3000;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading', 'blink.user_timing'].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: { url?: string; functionName?: string; documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

interface Task {
  start: number;
  ms: number;
  what: string;
}

/** The first script-level event inside a task that says what it ran. */
function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const within = inside.filter((e) => e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));
  const named = (e: TraceEvent) => {
    const url = e.args?.data?.url ? path.basename(e.args.data.url) : '';
    return `${e.name}${url ? ` ${url}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}`;
  };
  const pick = ['v8.evaluateModule', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'FunctionCall', 'ParseHTML', 'v8.compileModule'];
  const found = pick.map((n) => within.find((e) => e.name === n)).filter((e) => e !== undefined);
  return found.length ? found.slice(0, 2).map(named).join(' / ') : within.map((e) => e.name).slice(0, 3).join(', ');
}

async function traceOnce(browser: Browser, url: string, session: boolean, server: E2eServer): Promise<{ fcp: number; tasks: Task[] }> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
  const page = await context.newPage();
  if (session) {
    await storeSession(page, server.url, DEMO.seedAgent);
    // storeSession opened a page of the app: its files (and their compiled code) leave the cache, the load is cold.
    await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  }
  await browser.startTracing(page, { categories: CATEGORIES.split(',') });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  await context.close();
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL === url);
  if (!navigation) throw new Error(`no navigation to ${url} in the trace`);
  const own = events.filter((e) => e.pid === navigation.pid && e.tid === navigation.tid);
  const start = navigation.ts;
  if (process.env.BENCH_TRACE_FILE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(own));
  const fcpEvent = own.find((e) => e.name === 'firstContentfulPaint' && e.ts > start && e.args?.frame === navigation.args?.frame);
  const fcp = fcpEvent ? (fcpEvent.ts - start) / 1000 : NaN;
  const tasks = own
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= MIN_MS * 1000 && e.ts >= start)
    .map((t) => ({ start: (t.ts - start) / 1000, ms: (t.dur ?? 0) / 1000, what: describe(t, own) }));
  return { fcp, tasks };
}

async function main() {
  const targets = await comparedBuilds();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`bench/tasks (P2): main-thread tasks ≥ ${MIN_MS} ms of a cold load, unthrottled, ${RUNS} runs per page; ${loadLine()}`);
    for (const name of (process.env.BENCH_PAGES ?? 'signup,login,dashboard').split(',')) {
      const longest = new Map<string, number[]>(targets.map((t) => [t.label, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const target of inTurn(targets, i)) {
          const url = `${target.server.url}/${name}`;
          // On a loaded machine a trace now and then misses the navigation's events: that run is taken again, once.
          const { fcp, tasks } = await traceOnce(browser, url, name === 'dashboard', target.server).catch(() => traceOnce(browser, url, name === 'dashboard', target.server));
          const after = tasks.filter((t) => t.start + t.ms > fcp);
          longest.get(target.label)!.push(Math.max(0, ...after.map((t) => t.ms)));
          console.log(`  /${name} [${target.label}] run ${i + 1}: FCP ${fcp.toFixed(0)} ms`);
          for (const t of tasks) console.log(`    ${t.start.toFixed(0).padStart(6)} ms ${t.start + t.ms > fcp ? 'after' : 'BEFORE'} FCP  ${t.ms.toFixed(1).padStart(6)} ms  ${t.what}`);
        }
      }
      for (const [label, each] of longest) console.log(`  /${name} [${label}]: longest task after FCP, median ${median(each).toFixed(1)} ms (${each.map((m) => m.toFixed(1)).join('/')})`);
    }
    console.log(`  ${loadLine()}`);
  } finally {
    await browser.close();
    for (const t of targets) await t.server.close();
  }
}

await main();
