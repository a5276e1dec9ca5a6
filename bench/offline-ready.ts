/**
 * P2 / P3b: when the offline preparation runs and what it costs the main thread. Two cases, each a new browser
 * context with empty caches: a fresh sign-in (the agent signs in on /login and may go offline a minute later) and
 * a reopened app (the session stored, the dashboard opened cold, nothing prepared yet). For each run it prints
 * when the preparation started and when the menu was ready for offline (the readiness stored, ms after the sign-in
 * press or the navigation), and the main thread's long animation frames (≥ 50 ms: what a user feels as a
 * stall) from the preparation's start to its end, the longest and their count (`bench/tasks.ts` lists shorter tasks). `BENCH_RUNS` (3), `BENCH_COMPARE=<dist>` measures
 * another build too, taking turns. Needs a build (`npm run build`).
 */
import { type Browser, type Page, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, DEMO_PASSWORD, type E2eServer, loginForm, storeSession, waitForApp } from '../tests/support/e2e';
import { comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const READY_KEY = 'fap-offline-ready:';

/** Records the long animation frames and the moment the preparation starts ("Preparing for offline" in the top bar's readiness). */
function watch(): void {
  const tasks: [number, number][] = [];
  (window as unknown as { __tasks: typeof tasks }).__tasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push([e.startTime, e.duration]))).observe({ type: 'long-animation-frame', buffered: true });
  const marks = window as unknown as { __preparing?: number };
  new MutationObserver(() => {
    if (marks.__preparing === undefined && /Preparing for offline/.test(document.body?.textContent ?? '')) marks.__preparing = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

interface Run {
  started: number;
  ready: number;
  longest: number;
  stalls: number;
}

async function measure(page: Page, from: number): Promise<Run> {
  await page.waitForFunction((key) => Object.keys(localStorage).some((k) => k.startsWith(key)), READY_KEY, { timeout: 60_000, polling: 50 });
  const readyAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const { tasks, preparing } = await page.evaluate(() => ({
    tasks: (window as unknown as { __tasks: [number, number][] }).__tasks,
    preparing: (window as unknown as { __preparing?: number }).__preparing ?? NaN,
  }));
  const during = tasks.filter(([start, ms]) => start + ms >= preparing && start <= readyAt).map(([, ms]) => ms);
  return { started: preparing - from, ready: readyAt - from, longest: Math.max(0, ...during), stalls: during.length };
}

async function signInRun(browser: Browser, server: E2eServer): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(watch);
  await page.goto(`${server.url}/login`);
  await waitForApp(page);
  const form = loginForm(page);
  await form.identifier.fill(DEMO.seedAgent);
  await form.password.fill(DEMO_PASSWORD);
  const pressed = await page.evaluate(() => performance.now());
  await form.submit.click();
  const run = await measure(page, pressed);
  await context.close();
  return run;
}

async function reopenRun(browser: Browser, server: E2eServer): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
  const page = await context.newPage();
  await storeSession(page, server.url, DEMO.seedAgent);
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await page.addInitScript(watch);
  await page.goto(`${server.url}/dashboard`);
  const run = await measure(page, 0);
  await context.close();
  return run;
}

async function main() {
  const targets = await comparedBuilds();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    console.log(`bench/offline-ready (P2, P3b): the offline preparation's start, end and main-thread tasks, ${RUNS} runs per case; ${loadLine()}`);
    for (const [name, once] of [
      ['fresh sign-in (ms after the press)', signInRun],
      ['reopened dashboard (ms after the navigation)', reopenRun],
    ] as const) {
      const runs = new Map<string, Run[]>(targets.map((t) => [t.label, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const target of inTurn(targets, i)) runs.get(target.label)!.push(await once(browser, target.server));
      }
      for (const [label, each] of runs) {
        const m = (pick: (r: Run) => number) => median(each.map(pick)).toFixed(0);
        console.log(`  ${name} [${label}]: started ${m((r) => r.started)}, ready ${m((r) => r.ready)}; long frames ${m((r) => r.stalls)}, the longest ${m((r) => r.longest)} ms (medians)`);
        console.log(`    runs: ${each.map((r) => `${r.started.toFixed(0)}→${r.ready.toFixed(0)} ms, ${r.stalls} long frames, longest ${r.longest.toFixed(0)} ms`).join(' | ')}`);
      }
    }
    console.log(`  ${loadLine()}`);
  } finally {
    await browser.close();
    for (const t of targets) await t.server.close();
  }
}

await main();
