/**
 * P2b's reopening explained (ADR 0072): the installed app reopened online on /dashboard on a 4× slower CPU, as
 * bench/online-start.ts measures it, with V8's sampling profiler on. Prints, per run, when the document, its
 * entry and every chunk were fetched (the page's resource timings, in ms since navigation; a chunk answered by
 * the service worker still costs its round trip) and the main thread's self time summed by script file and by
 * function ("(program)" is the browser's own work: parsing, style, layout, painting). No bar: it says where the
 * time goes, for the figure of online-start. `BENCH_DIST=<dist>` profiles another build; `PROFILE_RUNS` (2).
 */
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, startServer } from '../tests/support/e2e';
import { loadLine } from './support/figures';
import { CPU_SLOWDOWN, figureShownAt, installedApp } from './support/installed-app';

const RUNS = Number(process.env.PROFILE_RUNS ?? 2);
const SAMPLING_US = 500;
const TOP = 20;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The `k` largest of `totals`, one indented line each. */
const largest = (totals: Map<string, number>, k: number) =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, ms]) => `      ${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');

/** Self time (ms) by script file and by function, from a CPU profile's samples. */
function selfTimes(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const { callFrame } = nodes.get(id)!;
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const file = callFrame.url.replace(/^.*\//, '') || `(${callFrame.functionName || 'native'})`;
    const fn = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  return { byFile, byFunction };
}

async function profiledReopening(context: BrowserContext, url: string, run: number): Promise<void> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_US });
    await cdp.send('Profiler.start');
    await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
    const figure = await figureShownAt(page);
    const { profile } = await cdp.send('Profiler.stop');
    const timeline = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const files = performance.getEntriesByType('resource').map((entry) => {
        const r = entry as PerformanceResourceTiming;
        return `${r.startTime.toFixed(0).padStart(6)} – ${r.responseEnd.toFixed(0).padStart(6)} ms  ${r.initiatorType.padEnd(6)} ${r.name.replace(location.origin, '')}`;
      });
      return { document: nav.responseEnd, interactive: nav.domInteractive, loaded: nav.domContentLoadedEventEnd, files };
    });
    const { byFile, byFunction } = selfTimes(profile);
    console.log(`  run ${run + 1}: figure at ${figure.toFixed(0)} ms; document ${timeline.document.toFixed(0)}, interactive ${timeline.interactive.toFixed(0)}, DOMContentLoaded ${timeline.loaded.toFixed(0)} ms`);
    const busy = [...byFile].filter(([file]) => file !== '((idle))').reduce((sum, [, ms]) => sum + ms, 0);
    console.log(`    main thread busy (sampled, not idle): ${busy.toFixed(0)} ms`);
    console.log(`    files (${timeline.files.length}):\n${timeline.files.map((line) => `      ${line}`).join('\n')}`);
    console.log(`    self time by file:\n${largest(byFile, TOP)}`);
    console.log(`    self time by function:\n${largest(byFunction, TOP)}`);
  } finally {
    await page.close();
  }
}

async function main() {
  const server = await startServer(process.env.BENCH_DIST ? { builtClient: path.resolve(process.env.BENCH_DIST) } : {});
  const browser = await launchBrowser();
  try {
    const context = await installedApp(server.url, browser);
    console.log(`bench/reopen-profile (P2b explained): the installed app reopened online on /dashboard, CPU ${CPU_SLOWDOWN}× slower; ${loadLine()}`);
    for (let run = 0; run < RUNS; run++) await profiledReopening(context, server.url, run);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
