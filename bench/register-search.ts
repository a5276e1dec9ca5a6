/**
 * P8 (issue 30 item 4): the offline farmer register on a slow phone. 10,000 and then 50,000 farmers in the agent's
 * company (written into the server's database before the browser starts; `REGISTER_SIZES=10000` for one size);
 * Chromium at 360 px signs the agent in and waits for "ready for offline" (the whole register saved in IndexedDB),
 * then goes offline and slows its CPU 4× (CDP Emulation.setCPUThrottlingRate) and measures, in the page
 * (performance.now, one animation frame apart), RUNS times in turn:
 * - the farmers list opening: from the menu link's click to the first farmers listed (Home between);
 * - a search by a name word, a phone number as typed locally (07…) and a national ID: from the end of the box's own
 *   FARMER_FILTER_DEBOUNCE_MS pause (the screen's wait, not counted) to every listed farmer matching. Not from the
 *   URL's change: on a loaded machine the URL was seen changed in the same frame as the answer's rows (1 ms).
 * Beside each time, the page's main-thread CPU time for it (CDP Performance ThreadTime, unthrottled, so the
 * machine's load moves it less): for a search it includes the typing and the pause's idle frames, the same in
 * every build.
 * With `BENCH_COMPARE=<dist>` the other build runs beside this one, taking turns (bench/support/compared-builds.ts).
 * Bars: 10,000 farmers list < 1 s, search p95 < 300 ms; 50,000 farmers works (figures given). Needs a build.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { FARMER_FILTER_DEBOUNCE_MS } from '@shared/contracts/farmers';
import { DEMO, launchBrowser, newPage, signIn } from '../tests/support/e2e';
import { demoAgent, fillCompany } from './support/company-farmers';
import { type Build, comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';

const SIZES = (process.env.REGISTER_SIZES ?? '10000,50000').split(',').map(Number);
const RUNS = 7;
const CPU_SLOWDOWN = 4;
const READY = /^Ready for offline/;
const READY_WAIT_MS = 1_200_000;
/** While waiting for "ready", how far the register's download is, this often. */
const PROGRESS_EVERY_MS = 60_000;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => `${Math.round(x)} ms`;
const figures = (xs: number[]) => `median ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}, max ${ms(Math.max(...xs))}`;

/** The page's main thread's CPU time so far, in ms. */
async function threadTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? 0) * 1000;
}

/** Opens the menu until `href`'s link shows (not measured). */
async function openMenu(page: Page, href: string): Promise<void> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.locator(`nav a[href="${href}"]`).first().waitFor();
}

/** Clicks a menu link in the open menu and returns the ms until the main area lists a farmer (or shows a heading). */
function clickMenuLink(page: Page, href: string, listed: boolean): Promise<number> {
  // No named functions in the page's code: tsx would wrap them in a helper the page does not have.
  return page.evaluate(
    async ({ href, listed }) => {
      const start = performance.now();
      (document.querySelector(`nav a[href="${href}"]`) as HTMLAnchorElement).click();
      for (;;) {
        await new Promise((frame) => requestAnimationFrame(frame));
        const shown = listed ? document.querySelectorAll('main tbody tr, main li').length > 0 : document.querySelector('main h1, main h2') !== null;
        if (location.pathname === href && shown) return performance.now() - start;
      }
    },
    { href, listed },
  );
}

async function openFromMenu(page: Page, href: string, listed: boolean): Promise<number> {
  await openMenu(page, href);
  return clickMenuLink(page, href, listed);
}

/**
 * Types `value` into the search box at once and returns the ms from the end of the box's pause to every listed
 * farmer holding `expected`; Infinity after a minute.
 */
function search(page: Page, value: string, expected: string): Promise<number> {
  return page.evaluate(
    async ({ value, expected, pause }) => {
      const input = document.querySelector('main input[type="search"]') as HTMLInputElement;
      const start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      while (performance.now() - start < 60_000) {
        await new Promise((frame) => requestAnimationFrame(frame));
        const rows = [...document.querySelectorAll('main tbody tr, main li')];
        if (rows.length > 0 && rows.every((r) => r.textContent?.includes(expected))) return Math.max(0, performance.now() - start - pause);
      }
      return Number.POSITIVE_INFINITY;
    },
    { value, expected, pause: FARMER_FILTER_DEBOUNCE_MS },
  );
}

/** What one measured step took: wall ms and main-thread CPU ms. */
interface Timed {
  wall: number[];
  cpu: number[];
}

interface Side {
  build: Build;
  browser: Browser;
  page: Page;
  cdp: CDPSession;
  timed: Record<string, Timed>;
}

async function timed(side: Side, what: string, step: () => Promise<number>): Promise<void> {
  const before = await threadTime(side.cdp);
  const wall = await step();
  const cpu = (await threadTime(side.cdp)) - before;
  side.timed[what] ??= { wall: [], cpu: [] };
  side.timed[what].wall.push(wall);
  side.timed[what].cpu.push(cpu);
}

/** The rows of the register saved in the page's IndexedDB so far: how far its download is. */
const savedRows = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('field-agent-portal-register');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('farmers').objectStore('farmers').count();
            count.onsuccess = () => {
              resolve(count.result);
              open.result.close();
            };
          };
        }),
    )
    .catch(() => -1);

/** Signs the agent in on a fresh profile and waits for "ready for offline"; null (told) when it does not come. */
async function readySide(build: Build): Promise<Side | null> {
  const browser = await launchBrowser();
  const page = await newPage(browser);
  page.context().setDefaultTimeout(600_000);
  await signIn(page, build.server.url, DEMO.seedAgent);
  const started = Date.now();
  for (let ready = false; !ready; ) {
    ready = await page
      .getByRole('status', { name: READY })
      .waitFor({ timeout: PROGRESS_EVERY_MS })
      .then(() => true)
      .catch(() => false);
    if (ready) break;
    const status = await page.getByRole('status').first().getAttribute('aria-label').catch(() => null);
    const at = `${((Date.now() - started) / 1000).toFixed(0)} s: the top bar says "${status}", ${await savedRows(page)} farmers saved (${loadLine()})`;
    if (Date.now() - started < READY_WAIT_MS) {
      console.log(`  ${build.label}: ${at}`);
      continue;
    }
    console.log(`  ${build.label}: NOT MEASURED, not ready for offline after 20 min; ${at}`);
    await browser.close();
    return null;
  }
  console.log(`  ${build.label}: ready for offline in ${((Date.now() - started) / 1000).toFixed(0)} s after the dashboard (${loadLine()})`);
  await page.context().setOffline(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The first opening loads the screen's code: measured runs show the screen as an agent reopens it.
  await openFromMenu(page, '/engage/farmers', true);
  await openFromMenu(page, '/dashboard', false);
  return { build, browser, page, cdp, timed: {} };
}

async function measure(builds: Build[], size: number): Promise<void> {
  console.log(`${size} farmers:`);
  const sides: Side[] = [];
  for (const build of builds) {
    const side = await readySide(build);
    if (side) sides.push(side);
  }
  const g = (run: number) => Math.floor(((run + 1) * size) / (RUNS + 1));
  // Each kind its own farmer: the rows of the search before never already answer the next one.
  const kinds: Record<string, (run: number) => [string, string]> = {
    // A name word's start finds Farmer1250 and Farmer12500…: every one listed holds it.
    name: (run) => [`Farmer${g(run)}`, `Farmer${g(run)}`],
    phone: (run) => [`07${String(20_000_000 + g(run) + 1).padStart(8, '0')}`, `Farmer${g(run) + 1} `],
    'national ID': (run) => [`${30_000_000 + g(run) + 2}`, `Farmer${g(run) + 2} `],
  };
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const side of inTurn(sides, run)) {
        await openMenu(side.page, '/engage/farmers');
        await timed(side, 'list opens', () => clickMenuLink(side.page, '/engage/farmers', true));
        for (const [kind, of] of Object.entries(kinds)) await timed(side, `search by ${kind}`, () => search(side.page, ...of(run)));
        await openFromMenu(side.page, '/dashboard', false);
      }
    }
    const bars = size === 10_000;
    for (const side of sides) {
      console.log(`  ${side.build.label} (offline, ${CPU_SLOWDOWN}× CPU; searches after the box's own ${FARMER_FILTER_DEBOUNCE_MS} ms pause):`);
      for (const [what, { wall, cpu }] of Object.entries(side.timed)) {
        const bar = what === 'list opens' ? 1000 : 300;
        const verdict = bars ? ` (bar p95 < ${bar} ms: ${percentile(wall, 95) < bar ? 'met' : 'NOT met'})` : '';
        console.log(`    ${what}: ${figures(wall)}${verdict}; main-thread CPU median ${ms(median(cpu))} unthrottled`);
      }
    }
  } finally {
    await Promise.all(sides.map((s) => s.browser.close()));
  }
}

async function main() {
  const builds = await comparedBuilds();
  try {
    const agents = await Promise.all(builds.map((b) => demoAgent(b.server)));
    console.log(`bench/register-search: the offline register at ${CPU_SLOWDOWN}× CPU slowdown, 360 px, ${RUNS} runs each; ${loadLine()}`);
    let numbered = 0;
    for (const size of SIZES) {
      for (const [i, build] of builds.entries()) await fillCompany(build.server, agents[i].companyId, agents[i].id, size, numbered);
      numbered = size;
      await measure(builds, size);
    }
    console.log(`  ${loadLine()}`);
  } finally {
    await Promise.all(builds.map((b) => b.server.close()));
  }
}

await main();
