/**
 * P2 for a phone on a slow network, observed rather than simulated: a cold load of the public pages in Chromium
 * with DevTools' throttling at Lighthouse's mobile settings (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up,
 * CPU 4× slower), printing when the screen was first painted (Paint Timing's first contentful paint) and when
 * React had adopted its form (hydrated: the submit button carries a React fiber), median of `BENCH_RUNS` (5).
 * `BENCH_COMPARE=<dir>` measures another build too, runs taking turns; `BENCH_PAGES=login,signup` picks pages.
 * Needs a build (`npm run build`). DevTools delays each request by the round trip rather than shaping packets,
 * so the figures read as a comparison of builds, not as a phone's absolute times (ADR 0043).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e';
import { comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = (process.env.BENCH_PAGES ?? 'login,signup').split(',');
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Run in the page before anything else: notes when React first owns the form's submit button. */
function noteHydration(): void {
  const started = performance.now();
  const poll = setInterval(() => {
    const button = document.querySelector('form button[type="submit"]');
    if (button && Object.keys(button).some((key) => key.startsWith('__reactFiber$'))) {
      (window as { fapHydratedAt?: number }).fapHydratedAt = performance.now();
      clearInterval(poll);
    } else if (performance.now() - started > 60_000) clearInterval(poll);
  }, 10);
}

async function main(): Promise<void> {
  const targets = await comparedBuilds();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  console.log(`bench/slow-start (P2, slow 4G and 4× CPU, observed): median of ${RUNS}; ${loadLine()}`);
  for (const name of PAGES) {
    const figures = new Map(targets.map((t) => [t, { paint: [] as number[], hydrated: [] as number[] }]));
    for (let i = 0; i < RUNS; i++) {
      for (const target of inTurn(targets, i)) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'en-GB' });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.addInitScript(noteHydration);
        await page.goto(`${target.server.url}/${name}`, { waitUntil: 'commit' });
        await page.waitForFunction(() => (window as { fapHydratedAt?: number }).fapHydratedAt !== undefined, undefined, { timeout: 60_000 });
        const [paint, hydrated] = await page.evaluate(() => [
          performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          (window as { fapHydratedAt?: number }).fapHydratedAt ?? NaN,
        ]);
        figures.get(target)!.paint.push(Math.round(paint));
        figures.get(target)!.hydrated.push(Math.round(hydrated));
        await context.close();
      }
    }
    for (const target of targets) {
      const { paint, hydrated } = figures.get(target)!;
      console.log(`  /${name} [${target.label}]: first paint ${median(paint)} ms (${paint.join('/')}), form hydrated ${median(hydrated)} ms (${hydrated.join('/')})`);
    }
  }
  console.log(`  ${loadLine()}`);
  await browser.close();
  for (const target of targets) await target.server.close();
}

void main().then(() => process.exit(0));
