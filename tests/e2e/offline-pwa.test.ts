import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { farmers, users } from '@server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, newPage, setUpE2e, signedInPage, signIn, waitForPath } from '../support/e2e';

const e2e = setUpE2e();

/** Waits until the service worker controls the page (the first visit installs it; a reload puts it in control). */
async function withServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

describe('installable PWA', () => {
  it('has no installability errors in Chromium (manifest, icons, service worker)', async () => {
    // A persistent profile: Chromium refuses installation in incognito contexts, which is all e2e.browser.newContext() gives.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'fap-install-'));
    const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${e2e.server.url}/login`);
      await withServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await (await page.request.get(`${e2e.server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ name: 'Field Agent Portal', short_name: 'Agent Portal', start_url: '/dashboard', display: 'standalone', scope: '/' });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('offline app shell', () => {
  it('a reload with the network off still shows the app (service worker) and says it is offline', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent);
    await withServiceWorker(page);
    await page.context().setOffline(true);
    const started = Date.now();
    await page.reload();
    await page.getByRole('link', { name: /^Sync:/ }).waitFor();
    const usableMs = Date.now() - started;
    console.log(`P3: reload offline to a usable screen in ${usableMs} ms`);
    await page.getByText('You are offline.').waitFor();
    // Client routes open offline too.
    await page.getByRole('link', { name: /^Sync:/ }).click();
    await waitForPath(page, '/sync');
    await page.getByRole('heading', { name: 'Sync', exact: true }).waitFor();
    await page.getByText('Storage on this device').waitFor();
    expect(usableMs).toBeLessThan(5_000);
    await page.context().close();
  });
});

describe('ready for offline means the app opens offline', () => {
  /** The readiness's progress in the top bar, [done, total], while it prepares. */
  async function progressOf(page: Page): Promise<[number, number] | null> {
    const name = (await page.getByRole('status', { name: /^Preparing for offline/ }).getAttribute('aria-label', { timeout: 500 }).catch(() => null)) ?? '';
    const found = /(\d+) of (\d+)/.exec(name);
    return found ? [Number(found[1]), Number(found[2])] : null;
  }

  const appKept = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.active));

  it("waits for the service worker to hold the app, after every screen's data, before saying ready", async () => {
    const page = await newPage(e2e.browser);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.context().route('**/sw.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await signIn(page, e2e.server.url, DEMO.seedAgent);
    // Every screen's data saved, the app's files not yet: one step short, and it stays so.
    await expect
      .poll(
        async () => {
          const progress = await progressOf(page);
          return progress !== null && progress[1] > 1 && progress[0] === progress[1] - 1;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(asked).toBe(true);
    // Every step but the app's done: a readiness that did not wait for the worker says ready as it renders that.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByRole('status', { name: /^Ready for offline/ }).count()).toBe(0);
    expect(await appKept(page)).toBe(false);
    release();
    await page.getByRole('status', { name: /^Ready for offline · data from/ }).waitFor({ timeout: 30_000 });
    expect(await appKept(page)).toBe(true);
    await page.context().close();
  });

  it("says not ready when the browser refuses the service worker, with every screen's data saved", async () => {
    const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, e2e.server.url, DEMO.seedAgent);
    await page.getByRole('status', { name: /^Not ready for offline/ }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('401 during sync', () => {
  it('keeps the queue until the agent signs in again, then sends each change exactly once', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent, '/engage/farmers');
    await page.getByRole('heading', { name: 'Registered Farmers' }).waitFor();
    await withServiceWorker(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Session Expiry Test');
    await dialog.getByLabel('Phone Number').fill('0711 404 401');
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await dialog.getByRole('combobox', { name: 'County', exact: true }).fill('naku');
    await page.getByRole('option', { name: 'Nakuru' }).click();
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();
    // A 360 px phone: the register shows each farmer as a card.
    await page.getByRole('listitem').filter({ hasText: 'Session Expiry Test' }).getByText('waiting to sync').waitFor();

    await page.getByRole('link', { name: /^Sync: 1 waiting/ }).click();
    await page.getByText('Waiting to sync (1)').waitFor();

    // The session ends on the server (e.g. password changed elsewhere): the token now answers 401.
    await e2e.server.deps.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.email, DEMO.seedAgent));
    await page.context().setOffline(false);
    await waitForPath(page, '/login', 30_000);
    const byPhone = () => e2e.server.deps.db.select().from(farmers).where(eq(farmers.phoneNumber, '+254711404401'));
    expect(await byPhone()).toHaveLength(0);
    const queued = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('field-agent-portal');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('outbox').objectStore('outbox').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(queued).toBe(1);

    await signIn(page, e2e.server.url, DEMO.seedAgent);
    await expect.poll(async () => (await byPhone()).length, { timeout: 30_000 }).toBe(1);
    await page.goto(`${e2e.server.url}/sync`);
    await page.getByText('Everything is synced').waitFor({ timeout: 30_000 });
    expect(await byPhone()).toHaveLength(1);
    await page.context().close();
  });
});
