/**
 * P2: Lighthouse from npm with its defaults (mobile form factor, simulated throttling, storage reset: the
 * service worker, Cache Storage and the HTTP cache are cleared before each run, so every load is cold; no
 * warm-up visit of another page) against Debian's Chromium, on /login, /signup and the agent dashboard,
 * median of 5 runs each. The public pages are audited first in a fresh profile. For the dashboard the engaged
 * agent then signs in once through the sign-in screen in the same profile: the session the app really uses
 * lives in localStorage, which Lighthouse's reset leaves alone (its default `clearStorageTypes` are file
 * systems, shader cache, service workers and Cache Storage). Prints the performance, accessibility and
 * best-practices scores and FCP, LCP and TBT of each page. Needs a build (`npx vite build`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type LighthouseResult from 'lighthouse/types/lhr/lhr';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, signIn, startServer } from '../tests/support/e2e';
import { loadLine, median } from './support/figures';
import { freePort } from '../tests/support/free-port';

const RUNS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TIMINGS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
] as const;
const BAR = { performance: 95, accessibility: 100, 'best-practices': 100 };

/** One Lighthouse run with its default settings; on a loaded machine a run can time out, so a failed run is retried once (and said so). */
async function audit(url: string, port: number, attempt = 1): Promise<LighthouseResult> {
  try {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`the run of ${url} ended on ${landed}`);
    return lhr;
  } catch (error) {
    if (attempt > 1) throw error;
    console.log(`  (a run of ${url} failed, retrying once: ${(error as Error).message})`);
    return audit(url, port, attempt + 1);
  }
}

/** What to fix: the weighted audits of the three categories that did not pass, with their display values. */
function shortfalls(lhr: LighthouseResult): string[] {
  return CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9)
      .map((a) => `${c}/${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
}

/** RUNS audits of one page: median scores and timings, each run's scores, and what fell short in the last run. */
async function auditPage(name: string, url: string, port: number): Promise<void> {
  const runs: LighthouseResult[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, port));
  const scores = CATEGORIES.map((c) => {
    const each = runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100));
    return { c, median: median(each), each };
  });
  const timings = TIMINGS.map(([label, id]) => `${label} ${Math.round(median(runs.map((r) => r.audits[id]?.numericValue ?? 0)))} ms`);
  const met = scores.every((s) => s.median >= BAR[s.c]);
  console.log(`  ${name}: ${scores.map((s) => `${s.c} ${s.median} (${s.each.join('/')})`).join(', ')}; median ${timings.join(', ')} — bar ${met ? 'met' : 'NOT met'}`);
  console.log(`    audits falling short (last run): ${shortfalls(runs.at(-1)!).join('; ') || 'none'}`);
}

async function main() {
  const server = await startServer();
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'fap-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    console.log(`bench/lighthouse (P2): Lighthouse defaults (mobile, simulated throttling, storage reset) in ${CHROMIUM_PATH}, median of ${RUNS}; ${loadLine()}`);
    await auditPage('/login', `${server.url}/login`, port);
    await auditPage('/signup', `${server.url}/signup`, port);
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, server.url, DEMO.seedAgent);
    // The tab stays open on a blank page, so the app's own tab does not run beside the audits.
    await page.goto('about:blank');
    await auditPage('agent dashboard', `${server.url}/dashboard`, port);
    console.log(`  ${loadLine()}`);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
  }
}

await main();
