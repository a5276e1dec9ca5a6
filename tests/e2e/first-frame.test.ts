import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_FRAME_NAME } from '../../src/shared/prerendered-routes';
import { consoleErrors, DEMO, holdEntryScript, newPage, type NewPageOptions, setUpE2e, storeSession, waitForPath } from '../support/e2e';

const e2e = setUpE2e();

const rootVisibility = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility);
/** Whether the app has rendered: React owns the page's h1. */
const rendered = (page: Page) => page.evaluate(() => Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber$')));
const welcomeBox = (page: Page, name: string) => page.getByText(`Welcome back, ${name}!`).boundingBox();

/** A page with `identifier`'s session stored (and `setUp` run before the app's page loads), opened on /dashboard with the entry held back. */
async function dashboardHeldBack(identifier: string | null, options: NewPageOptions = {}, setUp?: (page: Page) => Promise<void>) {
  const page = await newPage(e2e.browser, options);
  const session = identifier ? await storeSession(page, e2e.server.url, identifier) : null;
  await setUp?.(page);
  const release = await holdEntryScript(page);
  // Not 'domcontentloaded': that waits for the (held) module script.
  await page.goto(`${e2e.server.url}/dashboard`, { waitUntil: 'commit' });
  await page.waitForSelector('#root h1', { state: 'attached' });
  return { page, release, name: (session?.user as { name: string } | undefined)?.name ?? '' };
}

describe("the dashboard's first frame built into its page (ADR 0036)", () => {
  it('the server answers /dashboard with its page: the frame with a stand-in name, nothing blocking the paint, its scripts allowed by the CSP', async () => {
    const response = await fetch(`${e2e.server.url}/dashboard`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('data-prerendered="/dashboard"');
    expect(html).toContain(`Welcome back, ${FIRST_FRAME_NAME}!`);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, '')).not.toMatch(/<link[^>]*rel="stylesheet"(?![^>]*media="print")/);
    // The early read, the frame's script, the stylesheet's switch, the app's staged start (ADR 0039).
    const inline = [...html.matchAll(/<script(?: data-[a-z-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(4);
    const csp = response.headers.get('content-security-policy') ?? '';
    for (const script of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    // Every other signed-in screen still gets the empty shell.
    expect(await (await fetch(`${e2e.server.url}/sync`)).text()).toContain('<div id="root"></div>');
  });

  it("an agent's phone shows the frame with the agent's name before the app runs, and the app renders the same over it", async () => {
    const { page, release, name } = await dashboardHeldBack(DEMO.seedAgent);
    expect(await rootVisibility(page)).toBe('visible');
    await expect.poll(() => page.getByText(`Welcome back, ${name}!`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Account menu for ${name}` }).count()).toBe(1);
    expect(await page.locator('#root').innerHTML()).not.toContain(FIRST_FRAME_NAME);
    expect(await rendered(page)).toBe(false);
    const before = await welcomeBox(page, name);
    release();
    await expect.poll(() => rendered(page)).toBe(true);
    // The app's render over the frame: the same text in the same place (no layout shift), no error.
    expect(await welcomeBox(page, name)).toEqual(before);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
    await expect.poll(() => page.getByText('Total Points Earned').isVisible()).toBe(true);
    expect(consoleErrors(page)).toEqual([]);
    await page.context().close();
  });

  for (const [who, identifier] of [
    ['a recruit', DEMO.recruit],
    ['the platform admin (no company, the same title row)', DEMO.admin],
  ] as const) {
    it(`${who} sees the frame too, and the app renders the same over it`, async () => {
      const { page, release, name } = await dashboardHeldBack(identifier);
      await expect.poll(() => page.getByText(`Welcome back, ${name}!`).isVisible()).toBe(true);
      const before = await welcomeBox(page, name);
      release();
      await expect.poll(() => rendered(page)).toBe(true);
      expect(await welcomeBox(page, name)).toEqual(before);
      expect(consoleErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  const hiddenCases: Array<[string, string | null, NewPageOptions, ((page: Page) => Promise<void>) | undefined, string]> = [
    ['a Kiswahili device (its own choice)', DEMO.seedAgent, {}, (page) => page.evaluate(() => localStorage.setItem('fap-language', 'sw')), '/dashboard'],
    ['a company admin (a targets button the frame lacks)', DEMO.seedAdmin, {}, undefined, '/dashboard'],
    ['a wide screen (the sidebar layout)', DEMO.seedAgent, { desktop: true }, undefined, '/dashboard'],
    ['nobody signed in', null, {}, undefined, '/login'],
  ];
  for (const [who, identifier, options, setUp, landing] of hiddenCases) {
    it(`${who}: the frame stays hidden until the app rendered over it`, async () => {
      const { page, release } = await dashboardHeldBack(identifier, options, setUp);
      expect(await rootVisibility(page)).toBe('hidden');
      release();
      await waitForPath(page, landing);
      await expect.poll(() => rendered(page)).toBe(true);
      expect(await rootVisibility(page)).toBe('visible');
      expect(consoleErrors(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('a Kiswahili user shows the dashboard in Kiswahili, never the English frame', async () => {
    const { page, release } = await dashboardHeldBack(DEMO.seedAgent, {}, (p) => p.evaluate(() => localStorage.setItem('fap-language', 'sw')));
    expect(await rootVisibility(page)).toBe('hidden');
    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await expect.poll(() => rootVisibility(page)).toBe('visible');
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
    await page.context().close();
  });
});
