/** The installed app as P2b's benches meet it: an agent signed in once, then new tabs on /dashboard. */
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO, type launchBrowser, newPage, signIn } from '../../tests/support/e2e';

/** Chromium's CPU throttling of a reopening, as Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;
export const FIGURE_TILE = 'Total Points Earned';

/** The page's clock (ms since its navigation started) once the tile's value shows a number. */
export async function figureShownAt(page: Page, timeout?: number): Promise<number> {
  const handle = await page.waitForFunction(
    (label) => {
      const tile = [...document.querySelectorAll('p')].find((p) => p.textContent === label);
      return /\d/.test(tile?.nextElementSibling?.textContent ?? '') && performance.now();
    },
    FIGURE_TILE,
    { timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** An agent signed in on the server at `url`: the worker in control, the dashboard's figures saved in the persisted cache. */
export async function installedApp(url: string, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<BrowserContext> {
  const first = await newPage(browser);
  await signIn(first, url, DEMO.seedAgent);
  await first.evaluate(() => navigator.serviceWorker.ready);
  if (!(await first.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await first.reload();
  await first.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  await figureShownAt(first);
  await first.waitForFunction(() => Object.keys(localStorage).some((k) => k.startsWith('fap-query-cache:') && localStorage.getItem(k)?.includes('pointsEarned')));
  const context = first.context();
  await first.close();
  return context;
}
