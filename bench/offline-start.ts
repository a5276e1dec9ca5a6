/**
 * P3: app start with the service worker installed and the network off, to a usable screen, in headless
 * Chromium. An agent signs in once online (the service worker installs and takes control); then, offline,
 * a new tab opens /dashboard five times: time from navigation to the shell's sync link being on screen
 * (the dashboard usable from the device's data). Median of 5. Needs a build (`npx vite build`).
 */
import { DEMO, launchBrowser, newPage, signIn, startServer } from '../tests/support/e2e';

const RUNS = 5;
const BAR_MS = 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const first = await newPage(browser);
    const context = first.context();
    await signIn(first, server.url, DEMO.seedAgent);
    await first.evaluate(() => navigator.serviceWorker.ready);
    if (!(await first.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await first.reload();
    await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    // Let the first screen's queries land in the persisted cache, as on a phone used the day before.
    await first.waitForLoadState('networkidle');
    await first.close();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('link', { name: /^Sync:/ }).waitFor();
      times.push(performance.now() - started);
      const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
      if (!controlled) throw new Error('the page was not served by the service worker');
      await page.close();
    }
    const ms = median(times);
    console.log(`bench/offline-start (P3): offline start of /dashboard with the service worker installed, ${RUNS} runs`);
    console.log(`  runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
    console.log(`  median: ${ms.toFixed(0)} ms (bar ≤ ${BAR_MS} ms: ${ms <= BAR_MS ? 'met' : 'NOT met'})`);
    await context.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
