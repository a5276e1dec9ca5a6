import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, setUpE2e, signedInPage } from '../support/e2e';
import { openRegister, rowOf } from '../support/e2e-farmers';

const e2e = setUpE2e();

interface Counted {
  url: string;
  bytes: number;
}

/** Chromium's own count of each request's bytes (answer headers and body as received, request body as sent). */
async function countBytes(page: Page): Promise<{ requests: Map<string, Counted>; lastActivity: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const meter = { requests: new Map<string, Counted>(), lastActivity: Date.now() };
  cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string; postData?: string } }) => {
    meter.requests.set(e.requestId, { url: new URL(e.request.url).pathname, bytes: e.request.postData ? Buffer.byteLength(e.request.postData) : 0 });
    meter.lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const request = meter.requests.get(e.requestId);
    if (request) request.bytes += e.encodedDataLength;
    meter.lastActivity = Date.now();
  });
  return meter;
}

/** Offline, then online: the requests of the refresh that follows, once it is ready and the network quiet for 3 s. */
async function reconnect(page: Page, meter: { requests: Map<string, Counted>; lastActivity: number }): Promise<Counted[]> {
  await page.context().setOffline(true);
  meter.requests.clear();
  await page.context().setOffline(false);
  await expect.poll(() => [...meter.requests.values()].some((r) => r.url === '/api/farmers/changes'), { timeout: 60_000 }).toBe(true);
  await ready(page);
  await expect.poll(() => Date.now() - meter.lastActivity, { timeout: 60_000 }).toBeGreaterThan(3_000);
  return [...meter.requests.values()];
}

const sum = (requests: Counted[]) => requests.reduce((n, r) => n + r.bytes, 0);
const listed = (requests: Counted[]) => requests.map((r) => `${r.url} ${r.bytes} B`).join(', ');

const ready = (page: Page) => page.getByRole('status', { name: /^Ready for offline/ }).waitFor({ timeout: 60_000 });

describe('the farmer register refreshed by changes (ADR 0050)', () => {
  it('a refresh of everything prepared for offline with nothing changed costs under 2 KiB on the wire, and the saved register finds a farmer by phone offline', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { desktop: true });
    await openRegister(page, e2e.server.url);
    await ready(page);
    const meter = await countBytes(page);

    // Back online: the preparation runs again, the register by its cursor, the screen on view's reads revalidated.
    const soon = await reconnect(page, meter);
    expect(soon.filter((r) => r.url === '/api/farmers/changes'), listed(soon)).toHaveLength(1);
    expect(sum(soon), listed(soon)).toBeLessThan(2048);

    // Later in the day every prepared read is stale (past the half minute of offline-plan.ts): each is asked again and
    // answers 304 with no body (ADR 0062); only the register's answer carries a body, its cursor's. The page's clock
    // is moved on rather than waited out (31 s of the suite): staleness is the page's Date.now() against the time of
    // the read; timers keep running in real time.
    await page.clock.setSystemTime(Date.now() + 31_000);
    const later = await reconnect(page, meter);
    const revalidated = later.filter((r) => r.url !== '/api/farmers/changes');
    expect(revalidated.length, listed(later)).toBeGreaterThan(5);
    for (const r of revalidated) expect(r.bytes, listed(later)).toBeLessThan(300);
    console.log(`no-change refresh: ${sum(soon)} B in ${soon.length} requests soon after "ready"; ${sum(later)} B in ${later.length} requests with every read stale`);

    const phone = (await rowOf(page, 'synced').first().getByRole('cell').nth(1).innerText()).trim();
    await page.context().setOffline(true);
    await page.getByRole('searchbox', { name: 'Name' }).fill(phone.replace(/^\+254/, '0'));
    await expect.poll(() => page.locator('main').getByRole('row').filter({ hasText: phone }).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });
});
