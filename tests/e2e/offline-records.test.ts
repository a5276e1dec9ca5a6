import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies, farmers, sales } from '@server/db/schema';
import { DEMO, setUpE2e, signedInPage } from '../support/e2e';
import { rowOf } from '../support/e2e-farmers';

const e2e = setUpE2e();

const FARMER = 'Offline Picked Njeri';
const PRODUCT = 'Seed For An Offline Farmer';

async function openOnline(page: Page, path: string, heading: string) {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: heading }).waitFor();
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5000))]));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) await page.reload();
  await page.getByRole('status', { name: /^Ready for offline/ }).waitFor({ timeout: 60_000 });
}

async function fillSale(page: Page, farmerSearch: string, option: RegExp, saleDate?: string) {
  await page.getByRole('button', { name: 'Record Sale' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Farmer', exact: true }).fill(farmerSearch);
  await page.getByRole('option', { name: option }).click();
  await dialog.getByLabel('Product').fill(PRODUCT);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Amount (KES)').fill('900');
  if (saleDate) await dialog.getByLabel('Sale Date').fill(saleDate);
  await dialog.getByRole('button', { name: 'Record Sale' }).click();
}

describe('offline records are first-class', () => {
  it('a farmer registered offline is picked in Record Sale; the sale waits for the registration; a future date is refused in the form', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent);
    await openOnline(page, '/engage/farmers', 'Registered Farmers');
    await page.context().setOffline(true);

    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(FARMER);
    await dialog.getByLabel('Phone Number').fill('0711 404 505');
    await dialog.getByRole('combobox', { name: 'Gender' }).click();
    await page.getByRole('option', { name: 'Female' }).click();
    await dialog.getByRole('combobox', { name: 'County', exact: true }).fill('naku');
    await page.getByRole('option', { name: 'Nakuru' }).click();
    await dialog.getByRole('button', { name: 'Add Farmer' }).click();
    await rowOf(page, FARMER).getByText('waiting to sync').waitFor();

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('navigation').first().getByRole('link', { name: 'Sales', exact: true }).click();
    await page.getByRole('heading', { name: 'Sales Records' }).waitFor();

    // 2030 is refused by the form itself, nothing is queued.
    await fillSale(page, 'offline pick', /Offline Picked Njeri - Nakuru \(waiting to sync\)/, '2030-01-15');
    await page.getByRole('dialog').getByText('The sale date cannot be in the future').waitFor();
    await page.getByRole('dialog').getByLabel('Sale Date').fill(new Date().toLocaleDateString('en-CA', { timeZone: 'Africa/Nairobi' }));
    await page.getByRole('dialog').getByRole('button', { name: 'Record Sale' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rowOf(page, PRODUCT).getByText('waiting to sync').waitFor();

    await page.context().setOffline(false);
    await rowOf(page, PRODUCT).getByText('synced').waitFor({ timeout: 30_000 });
    const [registered] = await e2e.server.deps.db.select().from(farmers).where(eq(farmers.name, FARMER));
    const sold = await e2e.server.deps.db.select().from(sales).where(eq(sales.product, PRODUCT));
    expect(sold).toHaveLength(1);
    expect(sold[0].farmerId).toBe(registered.id);
    await page.context().close();
  });

  it('the picker searches the whole register online, not the newest 100', async () => {
    const page = await signedInPage(e2e, DEMO.seedAgent);
    const [seedsasa] = await e2e.server.deps.db.select().from(companies).where(eq(companies.slug, 'seedsasa'));
    const [oldest] = await e2e.server.deps.db.select().from(farmers).where(eq(farmers.companyId, seedsasa.id)).orderBy(farmers.createdAt).limit(1);
    // 120 newer farmers: the oldest is well beyond the newest 100 the pickers used to load.
    const newer = Array.from({ length: 120 }, (_, i) => ({ companyId: seedsasa.id, name: `Newer Farmer ${i}`, phoneNumber: `+25479${String(i).padStart(7, '0')}`, gender: 'Male', county: 'Meru', recordedAt: new Date() }));
    await e2e.server.deps.db.insert(farmers).values(newer);
    await page.goto(`${e2e.server.url}/engage/sales`);
    await page.getByRole('heading', { name: 'Sales Records' }).waitFor();
    await page.getByRole('button', { name: 'Record Sale' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Farmer', exact: true }).fill(oldest.name);
    await page.getByRole('option', { name: `${oldest.name} - ${oldest.county}` }).first().waitFor();
    await page.context().close();
  });
});
