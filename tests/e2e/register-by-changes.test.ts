import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, setUpE2e, signedInPage } from '../support/e2e';
import { openRegister, rowOf } from '../support/e2e-farmers';

const e2e = setUpE2e();

const ready = (page: Page) => page.getByRole('status', { name: /^Ready for offline/ }).waitFor({ timeout: 60_000 });

describe('the farmer register refreshed by changes (ADR 0050)', () => {
  it('a refresh with nothing changed costs the register under 2 KiB on the wire, and the saved register finds a farmer by phone offline', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { desktop: true });
    await openRegister(page, e2e.server.url);
    await ready(page);
    // Chromium's own count of the bytes received for each answer (headers and body, as sent).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const changes = new Set<string>();
    const bytes: number[] = [];
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
      if (e.request.url.includes('/api/farmers/changes')) changes.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      if (changes.has(e.requestId)) bytes.push(e.encodedDataLength);
    });
    // Back online: the preparation runs again, the register by its cursor.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect.poll(() => bytes.length, { timeout: 60_000 }).toBeGreaterThan(0);
    await ready(page);
    expect(bytes).toHaveLength(1);
    expect(bytes[0]).toBeLessThan(2048);

    const phone = (await rowOf(page, 'synced').first().getByRole('cell').nth(1).innerText()).trim();
    await page.context().setOffline(true);
    await page.getByRole('searchbox', { name: 'Name' }).fill(phone.replace(/^\+254/, '0'));
    await expect.poll(() => page.locator('main').getByRole('row').filter({ hasText: phone }).count(), { timeout: 15_000 }).toBe(1);
    await page.context().close();
  });
});
