import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleErrors, DEMO, holdEntryScript, newPage, setUpE2e, storeSession } from '../support/e2e';

const e2e = setUpE2e();

/** Chromium's CPU throttling, as Lighthouse's mobile profile: a slow phone. */
const SLOW_PHONE = 4;
/** What a slowed page may take on a loaded machine (the test is about order, not speed). */
const SLOW_WAIT = { timeout: 60_000 };

/** A signed-in agent's page whose CPU runs `SLOW_PHONE` times slower from now on. */
async function slowPhone(): Promise<Page> {
  const page = await newPage(e2e.browser);
  await storeSession(page, e2e.server.url, DEMO.seedAgent);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE });
  return page;
}

/** Holds the answers of `apiPath` until the returned function is called. */
async function holdApi(page: Page, apiPath: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === apiPath, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const placeholderShown = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.placeholder-shell')!).display !== 'none');
const figureShown = (page: Page) =>
  page.evaluate(() => /\d/.test([...document.querySelectorAll('p')].find((p) => p.textContent === 'Total Points Earned')?.nextElementSibling?.textContent ?? ''));

describe('a slow phone sees the shell at once, never a white screen (ADR 0053)', () => {
  it("before the app's scripts ran, the page paints the placeholder top bar; the app's shell replaces it", async () => {
    const page = await slowPhone();
    const release = await holdEntryScript(page);
    await page.goto(`${e2e.server.url}/engage/farmers`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.querySelector('.placeholder-shell') !== null), SLOW_WAIT).toBe(true);
    expect(await placeholderShown(page)).toBe(true);
    expect(await page.locator('.placeholder-shell > div').boundingBox()).toMatchObject({ y: 0, height: 56 });
    release();
    await page.getByRole('link', { name: /^Sync:/ }).waitFor(SLOW_WAIT);
    expect(await placeholderShown(page)).toBe(false);
    expect(consoleErrors(page)).toEqual([]);
    await page.context().close();
  });

  it("the dashboard's shell is painted while its figures are still on their way, and the figures follow", async () => {
    const page = await slowPhone();
    const release = await holdApi(page, '/api/dashboard');
    await page.goto(`${e2e.server.url}/dashboard`, { waitUntil: 'commit' });
    await page.getByRole('link', { name: /^Sync:/ }).waitFor(SLOW_WAIT);
    await page.getByRole('button', { name: /^Account menu for / }).waitFor(SLOW_WAIT);
    expect(await figureShown(page)).toBe(false);
    release();
    await expect.poll(() => figureShown(page), SLOW_WAIT).toBe(true);
    expect(consoleErrors(page)).toEqual([]);
    await page.context().close();
  });
});
