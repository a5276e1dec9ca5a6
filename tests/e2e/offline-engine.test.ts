import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, requestsInFlight, setUpE2e, signIn, signedInPage, waitForSettledScreen } from '../support/e2e';
import { addFarmerOffline, farmersWithPhone, openRegister } from '../support/e2e-farmers';

const e2e = setUpE2e();

/** Reads the app's IndexedDB (`field-agent-portal`) the way any tab sees it: a count of a store, or one row. */
const readOfflineDb = (page: Page, store: 'outbox' | 'meta', key?: string): Promise<unknown> =>
  page.evaluate(
    ({ store, key }) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('field-agent-portal');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const objects = open.result.transaction(store).objectStore(store);
          const request = key === undefined ? objects.count() : objects.get(key);
          request.onsuccess = () => {
            resolve(request.result ?? null);
            open.result.close();
          };
        };
      }),
    { store, key },
  );

/** Entries in the device's outbox (every user). */
const outboxSize = async (page: Page): Promise<number> => Number(await readOfflineDb(page, 'outbox'));
/** The session copy the service worker sends with (null when none). */
const workerSession = (page: Page) => readOfflineDb(page, 'meta', 'workerSession');

const onServer = async (phone: string) => (await farmersWithPhone(e2e, phone)).length;

/** The Logout item of the top bar's user menu. */
async function pressLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

describe('the offline engine in Chromium', () => {
  it('two tabs of one agent write offline, then online: every record on the server exactly once, none stuck, within seconds', async () => {
    const first = await signedInPage(e2e, DEMO.seedAgent);
    await openRegister(first, e2e.server.url);
    const second = await first.context().newPage();
    requestsInFlight(second);
    await openRegister(second, e2e.server.url);

    await first.context().setOffline(true);
    const farmers = [
      { tab: first, name: 'Tab One Achieng', phone: '0712 100 001' },
      { tab: second, name: 'Tab Two Otieno', phone: '0712 100 002' },
      { tab: first, name: 'Tab One Kamau', phone: '0712 100 003' },
      { tab: second, name: 'Tab Two Njeri', phone: '0712 100 004' },
    ];
    for (const { tab, name, phone } of farmers) await addFarmerOffline(tab, { name, phone });
    expect(await outboxSize(first)).toBe(4);

    const back = Date.now();
    await first.context().setOffline(false);
    for (const { phone } of farmers) {
      await expect.poll(() => onServer(`+254${phone.replace(/\s/g, '').slice(1)}`), { timeout: 20_000 }).toBe(1);
    }
    await expect.poll(() => outboxSize(second), { timeout: 10_000 }).toBe(0);
    console.info(`[figure] two tabs, 4 offline writes: all on the server ${Date.now() - back} ms after the network came back`);
    // Nothing sent twice after the queue drained: once neither tab has a request in flight, nothing more is coming.
    await Promise.all([first, second].map((tab) => waitForSettledScreen(tab, 10_000)));
    for (const { phone } of farmers) expect(await onServer(`+254${phone.replace(/\s/g, '').slice(1)}`)).toBe(1);
    await first.context().close();
  });

  it('with every page of the app closed, the service worker sends the queue on the Background Sync event', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { permissions: ['background-sync'] });
    await openRegister(page, e2e.server.url);
    const context = page.context();
    await context.setOffline(true);
    await addFarmerOffline(page, { name: 'Closed App Wambui', phone: '0713 200 001' });

    // A blank page of another origin keeps the browser context (and its DevTools session) alive.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.close();
    const scope = `${e2e.server.url}/`;
    await expect.poll(() => registrations.has(scope)).toBe(true);
    expect(await blank.evaluate(() => location.href)).toBe('about:blank');

    await context.setOffline(false);
    const back = Date.now();
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: e2e.server.url, registrationId: registrations.get(scope)!, tag: 'outbox-sync', lastChance: false });
    await expect.poll(() => onServer('+254713200001'), { timeout: 20_000 }).toBe(1);
    console.info(`[figure] app closed: the queued farmer on the server ${Date.now() - back} ms after the network came back`);
    await context.close();
  });

  it('signing out with unsent work warns with the count, keeps the work for that user only, and sends it at their next sign-in', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent);
    await openRegister(page, e2e.server.url);
    await page.context().setOffline(true);
    await addFarmerOffline(page, { name: 'Parked Chebet', phone: '0714 300 001' });
    await addFarmerOffline(page, { name: 'Parked Mutua', phone: '0714 300 002' });
    expect(await workerSession(page)).toMatchObject({ value: { userId: expect.any(String), token: expect.any(String) } });

    await pressLogout(page);
    const dialog = page.getByRole('dialog', { name: 'Unsent changes' });
    await dialog.getByText('2 changes are not sent yet. They stay on this phone and are sent when you sign in again.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/engage/farmers');

    await pressLogout(page);
    await page.getByRole('dialog', { name: 'Unsent changes' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    const leftBehind = await page.evaluate(() => ({
      session: localStorage.getItem('access_token'),
      cache: Object.keys(localStorage).filter((k) => k.startsWith('fap-query-cache:') && !k.endsWith('signed-out')),
    }));
    expect(leftBehind).toEqual({ session: null, cache: [] });
    await expect.poll(() => workerSession(page)).toBeNull();
    expect(await outboxSize(page)).toBe(2);

    // Someone else signs in on this phone: they see none of it, and it is not sent with their token.
    await page.context().setOffline(false);
    await signIn(page, e2e.server.url, DEMO.seedAdmin);
    await page.goto(`${e2e.server.url}/sync`);
    await page.getByText('0 waiting').waitFor();
    await page.goto(`${e2e.server.url}/engage/farmers`);
    await page.getByRole('heading', { name: 'Registered Farmers' }).waitFor();
    // The register has its answers on screen, and whatever this sign-in sends has gone.
    await waitForSettledScreen(page, 10_000);
    expect(await page.getByText('Parked Chebet').count()).toBe(0);
    expect(await onServer('+254714300001')).toBe(0);
    await pressLogout(page);
    await page.waitForURL((u) => u.pathname === '/login');

    // The agent signs in again: their work goes.
    await signIn(page, e2e.server.url, DEMO.seedAgent);
    await expect.poll(() => onServer('+254714300001'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => onServer('+254714300002'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => outboxSize(page)).toBe(0);
    await page.context().close();
  });
});
