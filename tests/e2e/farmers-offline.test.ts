import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies, farmers } from '@server/db/schema';
import { DEMO, setUpE2e, signedInPage, waitForToast } from '../support/e2e';
import { addFarmer, farmersWithPhone as withPhone, openRegister as open, rowOf } from '../support/e2e-farmers';

const e2e = setUpE2e();

const farmersWithPhone = (phone: string) => withPhone(e2e, phone);
const openRegister = (page: Page) => open(page, e2e.server.url);

describe('farmers register offline', () => {
  it('registers a farmer offline, keeps it queued across a reload, and sends it exactly once when back online', async () => {
    // Desktop width: the register is a table there (cards below 600 px), so rows and cells can be read.
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { desktop: true });
    await openRegister(page);

    await page.context().setOffline(true);
    await addFarmer(page, { name: 'Offline Wanjiru Test', phone: '0711 222 333' });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rowOf(page, 'Offline Wanjiru Test').getByText('waiting to sync').waitFor();
    expect(await farmersWithPhone('+254711222333')).toHaveLength(0);

    await page.reload();
    await rowOf(page, 'Offline Wanjiru Test').getByText('waiting to sync').waitFor();

    await page.context().setOffline(false);
    await rowOf(page, 'Offline Wanjiru Test').getByText('synced').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await farmersWithPhone('+254711222333')).length).toBe(1);
    // A second look after the queue drained: still exactly one.
    await page.reload();
    await rowOf(page, 'Offline Wanjiru Test').getByText('synced').waitFor();
    expect(await farmersWithPhone('+254711222333')).toHaveLength(1);
    await page.context().close();
  });

  it('refuses a phone number it already knows before queueing, and shows a server refusal under needs attention', async () => {
    // Desktop width: the register is a table there (cards below 600 px), so rows and cells can be read.
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { desktop: true });
    await openRegister(page);
    const known = (await rowOf(page, 'synced').first().getByRole('cell').nth(1).innerText()).trim();
    await addFarmer(page, { name: 'Known Phone Test', phone: known });
    await waitForToast(page, `A farmer with phone number ${known} is already registered`);
    await page.getByRole('dialog').getByText(`A farmer with phone number ${known} is already registered`).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.context().setOffline(true);
    // Meanwhile the company admin registers the same farmer on another device.
    const [seedsasa] = await e2e.server.deps.db.select().from(companies).where(eq(companies.slug, 'seedsasa'));
    await e2e.server.deps.db.insert(farmers).values({ companyId: seedsasa.id, name: 'Registered Elsewhere', phoneNumber: '+254711999888', gender: 'Male', county: 'Meru', recordedAt: new Date() });
    await addFarmer(page, { name: 'Late Duplicate Test', phone: '0711999888' });
    await rowOf(page, 'Late Duplicate Test').getByText('waiting to sync').waitFor();
    await page.context().setOffline(false);
    const row = rowOf(page, 'Late Duplicate Test');
    await row.getByText('needs attention').waitFor({ timeout: 30_000 });
    await row.getByText('A farmer with phone number +254711999888 is already registered').waitFor();
    expect(await farmersWithPhone('+254711999888')).toHaveLength(1);
    await page.context().close();
  });
});
