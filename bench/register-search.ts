/**
 * P8 (issue 30 item 4): the offline farmer register on a slow phone. 10,000 and then 50,000 farmers in the agent's
 * company (written into the server's database before the browser starts); Chromium at 360 px signs the agent in
 * and waits for "ready for offline" (the whole register saved in IndexedDB), then goes offline and slows its CPU
 * 4× (CDP Emulation.setCPUThrottlingRate) and measures, in the page (performance.now, one animation frame apart):
 * - the farmers list opening: from the menu link's click to the first farmers listed, RUNS times (Home between);
 * - a search, RUNS times each by a name word, a phone number as typed locally (07…) and a national ID: from the
 *   search applied (the URL follows the box after its FARMER_FILTER_DEBOUNCE_MS pause, which is the screen's own
 *   wait and not counted) to every listed farmer matching.
 * Bars: 10,000 farmers list < 1 s, search p95 < 300 ms; 50,000 farmers works (figures given). Needs a build.
 */
import type { Page } from 'playwright-core';
import { FARMER_FILTER_DEBOUNCE_MS } from '@shared/contracts/farmers';
import { DEMO, launchBrowser, newPage, signIn, startServer } from '../tests/support/e2e';
import { demoAgent, fillCompany } from './support/company-farmers';
import { loadLine } from './support/figures';

const SIZES = [10_000, 50_000];
const RUNS = 7;
const CPU_SLOWDOWN = 4;
const READY = /^Ready for offline/;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const ms = (x: number) => `${Math.round(x)} ms`;
const figures = (xs: number[]) => `median ${ms(percentile(xs, 50))}, p95 ${ms(percentile(xs, 95))}, max ${ms(Math.max(...xs))}`;

/** Clicks a menu link in the page and returns the ms until the main area lists a farmer (or shows a heading). */
async function openFromMenu(page: Page, href: string, listed: boolean): Promise<number> {
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.locator(`nav a[href="${href}"]`).first().waitFor();
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

/**
 * Types `value` into the search box at once and returns the ms from the search applied (the URL follows) to every
 * listed farmer holding `expected`; Infinity after a minute.
 */
function search(page: Page, value: string, expected: string): Promise<number> {
  return page.evaluate(
    async ({ value, expected }) => {
      const input = document.querySelector('main input[type="search"]') as HTMLInputElement;
      const before = location.search;
      const start = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      let applied = 0;
      while (performance.now() - start < 60_000) {
        await new Promise((frame) => requestAnimationFrame(frame));
        if (!applied && location.search !== before) applied = performance.now();
        const rows = [...document.querySelectorAll('main tbody tr, main li')];
        if (applied && rows.length > 0 && rows.every((r) => r.textContent?.includes(expected))) return performance.now() - applied;
      }
      return Number.POSITIVE_INFINITY;
    },
    { value, expected },
  );
}

async function measure(url: string, size: number): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    page.context().setDefaultTimeout(600_000);
    await signIn(page, url, DEMO.seedAgent);
    const started = Date.now();
    const ready = await page
      .getByRole('status', { name: READY })
      .waitFor({ timeout: 1_200_000 })
      .then(() => true)
      .catch(() => false);
    if (!ready) {
      const status = await page.getByRole('status').first().getAttribute('aria-label').catch(() => null);
      console.log(`${size} farmers: NOT MEASURED, not ready for offline after 20 min (the top bar says "${status}"; ${loadLine()})`);
      return;
    }
    console.log(`${size} farmers: ready for offline in ${((Date.now() - started) / 1000).toFixed(0)} s after the dashboard (${loadLine()})`);
    await page.context().setOffline(true);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const opening: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      opening.push(await openFromMenu(page, '/engage/farmers', true));
      await openFromMenu(page, '/dashboard', false);
    }
    await openFromMenu(page, '/engage/farmers', true);
    const bars = size === 10_000;
    console.log(`  list opens (offline, ${CPU_SLOWDOWN}× CPU): ${figures(opening)}${bars ? ` (bar < 1 s: ${percentile(opening, 95) < 1000 ? 'met' : 'NOT met'})` : ''}`);
    const g = (run: number) => Math.floor(((run + 1) * size) / (RUNS + 1));
    const kinds: Record<string, (run: number) => [string, string]> = {
      // A name word's start finds Farmer1250 and Farmer12500…: every one listed holds it.
      name: (run) => [`Farmer${g(run)}`, `Farmer${g(run)}`],
      phone: (run) => [`07${String(20_000_000 + g(run)).padStart(8, '0')}`, `Farmer${g(run)} `],
      'national ID': (run) => [`${30_000_000 + g(run)}`, `Farmer${g(run)} `],
    };
    for (const [kind, of] of Object.entries(kinds)) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await search(page, ...of(run)));
      console.log(`  search by ${kind}: ${figures(times)}${bars ? ` (bar p95 < 300 ms: ${percentile(times, 95) < 300 ? 'met' : 'NOT met'})` : ''}; plus the box's own ${FARMER_FILTER_DEBOUNCE_MS} ms pause`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.context().close();
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startServer();
  try {
    const agent = await demoAgent(server);
    console.log(`bench/register-search: the offline register at ${CPU_SLOWDOWN}× CPU slowdown, 360 px, ${RUNS} runs each; ${loadLine()}`);
    let numbered = 0;
    for (const size of SIZES) {
      await fillCompany(server, agent.companyId, agent.id, size, numbered);
      numbered = size;
      await measure(server.url, size);
    }
    console.log(`  ${loadLine()}`);
  } finally {
    await server.close();
  }
}

await main();
