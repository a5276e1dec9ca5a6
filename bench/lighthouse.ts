/**
 * P2: Lighthouse from npm with its defaults (mobile form factor, simulated throttling, storage reset: the
 * service worker, Cache Storage and the HTTP cache are cleared before the run; no warm-up visit of another
 * page) against Debian's Chromium, on the public screens (/login, /signup, /register, /forgot-password; the agent dashboard
 * on request), median of 5 runs each.
 *
 * Every run is a new Chromium process on a new profile, so nothing of an earlier run is warm: no renderer, no
 * V8 code cache, no query cache or IndexedDB written by the app in an earlier run (Lighthouse's reset leaves
 * localStorage and IndexedDB alone, so runs in one profile would each start from what the one before left).
 *
 * The dashboard needs the session the app really uses: three localStorage keys (ADR 0003). They are written as
 * the app writes them after a sign-in (`saveSession`), from the answer of the real sign-in endpoint, but in a
 * Chromium that then exits: its page of the origin is a stub answered by the bench (`page.route`), so no file
 * of the app is fetched, parsed or compiled there, and of its profile only the `Local Storage` folder is copied
 * into each run's profile. Each dashboard run is thus the agent's phone reopening the app days after signing
 * in, with every cache evicted: the hardest honest case (its persisted query cache and offline data are absent
 * too, so the dashboard's data comes from the network). Prints the performance, accessibility and
 * best-practices scores and FCP, LCP and TBT of each page. Needs a build (`npx vite build`). On a busy machine
 * figures of different minutes do not compare: `BENCH_COMPARE=<dir>` audits another build (e.g. main's) too, its
 * runs taking turns with this build's, page by page, each build first in every other round. `BENCH_PAGES=login,signup,dashboard` picks pages (the dashboard only when named), and
 * `BENCH_RUNS` sets the runs per page (5), and
 * `BENCH_LHR_DIR=<dir>` keeps every run's full report (JSON) there, to read what a page waits for.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type LighthouseResult from 'lighthouse/types/lhr/lhr';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, DEMO_PASSWORD, type E2eServer } from '../tests/support/e2e';
import { freePort } from '../tests/support/free-port';
import { comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TIMINGS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
] as const;
const BAR = { performance: 95, accessibility: 100, 'best-practices': 100 };
/** The public screens P2 holds to the bar (the dashboard, retired from P2, is measured as P2b: bench/online-start.ts). */
const PUBLIC_PAGES = ['login', 'signup', 'register', 'forgot-password'];
/** Where Chromium keeps a profile's localStorage. */
const LOCAL_STORAGE_DIR = path.join('Default', 'Local Storage');

/** One Lighthouse run with its default settings in a new Chromium on a new profile (a copy of `profileSeed`, if given). */
async function auditOnce(url: string, profileSeed: string | null): Promise<LighthouseResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'fap-lighthouse-'));
  if (profileSeed) cpSync(path.join(profileSeed, LOCAL_STORAGE_DIR), path.join(profile, LOCAL_STORAGE_DIR), { recursive: true });
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`the run of ${url} ended on ${landed}`);
    keepReport(lhr);
    return lhr;
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const reportDir = process.env.BENCH_LHR_DIR ? path.resolve(process.env.BENCH_LHR_DIR) : null;
let reportsKept = 0;

/** Every run's report, for reading (BENCH_LHR_DIR). */
function keepReport(lhr: LighthouseResult): void {
  if (!reportDir) return;
  mkdirSync(reportDir, { recursive: true });
  const page = new URL(lhr.finalDisplayedUrl).pathname.replace(/\W+/g, '') || 'root';
  writeFileSync(path.join(reportDir, `${page}-${++reportsKept}.json`), JSON.stringify(lhr));
}

/** On a loaded machine a run can time out, so a failed run is retried once (and said so). */
async function audit(url: string, profileSeed: string | null): Promise<LighthouseResult> {
  try {
    return await auditOnce(url, profileSeed);
  } catch (error) {
    console.log(`  (a run of ${url} failed, retrying once: ${(error as Error).message})`);
    return auditOnce(url, profileSeed);
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

interface Target {
  /** '' for this build, else the compared build's folder. */
  label: string;
  server: E2eServer;
  /** The session's profile on this server (the dashboard), made once. */
  sessionProfile?: string;
}

/**
 * RUNS audits of one page on each target, the targets taking turns run by run, each first in every other round:
 * on a loaded machine the first of a pair was measured slower in most pairs, whichever build it was.
 */
async function auditPage(name: string, pathname: string, targets: Target[], signedIn = false): Promise<void> {
  const runs = new Map<Target, LighthouseResult[]>(targets.map((t) => [t, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const target of inTurn(targets, i)) {
      runs.get(target)!.push(await audit(`${target.server.url}${pathname}`, signedIn ? target.sessionProfile! : null));
    }
  }
  for (const target of targets) report(`${name}${target.label ? ` [${target.label}]` : ''}`, runs.get(target)!);
}

/** Median scores and timings, each run's figures, and what fell short in the last run. */
function report(name: string, runs: LighthouseResult[]): void {
  const scores = CATEGORIES.map((c) => {
    const each = runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100));
    return { c, median: median(each), each };
  });
  const timing = (id: string) => runs.map((r) => Math.round(r.audits[id]?.numericValue ?? 0));
  const timings = TIMINGS.map(([label, id]) => `${label} ${median(timing(id))} ms (${timing(id).join('/')})`);
  const met = scores.every((s) => s.median >= BAR[s.c]);
  console.log(`  ${name}: ${scores.map((s) => `${s.c} ${s.median} (${s.each.join('/')})`).join(', ')} — bar ${met ? 'met' : 'NOT met'}`);
  console.log(`    median ${timings.join(', ')}`);
  console.log(`    audits falling short (last run): ${shortfalls(runs.at(-1)!).join('; ') || 'none'}`);
}

/**
 * A profile whose localStorage holds the agent's session, written as `saveSession` writes it after the real
 * sign-in endpoint answered; the page that writes it is a stub of the origin, so nothing of the app is loaded.
 */
async function signedInProfile(origin: string, identifier: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  const { token, role, user } = (await response.json()) as { token: string; role: string; user: unknown };
  const profile = mkdtempSync(path.join(tmpdir(), 'fap-lighthouse-session-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>session</title>' }));
    await page.goto(`${origin}/session-stub`);
    await page.evaluate(
      (keys) => Object.entries(keys).forEach(([key, value]) => localStorage.setItem(key, value)),
      { access_token: token, user_role: role, user: JSON.stringify(user) },
    );
  } finally {
    // Closing the browser writes its localStorage to the profile on disk.
    await context.close();
  }
  return profile;
}

async function main() {
  const targets: Target[] = await comparedBuilds('');
  const compared = targets[1]?.label;
  try {
    console.log(
      `bench/lighthouse (P2): Lighthouse defaults (mobile, simulated throttling, storage reset), a new Chromium and profile per run, in ${CHROMIUM_PATH}, median of ${RUNS}${compared ? `, runs taking turns with the build in ${compared}` : ''}; ${loadLine()}`,
    );
    const pages = new Set((process.env.BENCH_PAGES ?? PUBLIC_PAGES.join(',')).split(','));
    for (const page of PUBLIC_PAGES) if (pages.has(page)) await auditPage(`/${page}`, `/${page}`, targets);
    if (pages.has('dashboard')) {
      for (const target of targets) target.sessionProfile = await signedInProfile(target.server.url, DEMO.seedAgent);
      await auditPage('agent dashboard', '/dashboard', targets, true);
    }
    console.log(`  ${loadLine()}`);
  } finally {
    for (const target of targets) {
      if (target.sessionProfile) rmSync(target.sessionProfile, { recursive: true, force: true });
      await target.server.close();
    }
  }
}

await main();
