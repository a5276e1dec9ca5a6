import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sales } from '@server/db/schema';
import { DEMO, setUpE2e, signedInPage } from '../support/e2e';

const e2e = setUpE2e();

const PRODUCT = 'Offline Sale Seed Test';
const AMOUNT = 12_345;
const salesOfProduct = () => e2e.server.deps.db.select().from(sales).where(and(eq(sales.product, PRODUCT)));
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

/** The achieved KES of the agent's sales target tile: 'KES 12,345 / KES 200,000'. */
async function salesAchieved(page: Page): Promise<number> {
  await page.goto(`${e2e.server.url}/dashboard`);
  await page.getByText('My Weekly Sales Progression').waitFor();
  const tile = page.locator('.mantine-Paper-root').filter({ hasText: 'Sales (Target vs Achieved)' });
  const value = (await tile.innerText()).match(/KES ([\d,.]+) \//);
  if (!value) throw new Error(`no achieved figure in ${await tile.innerText()}`);
  return Number(value[1].replace(/,/g, ''));
}

describe('sales offline', () => {
  it('records a sale offline, syncs it once back online, and the dashboard counts it', async () => {
    // Desktop width: the list is a table there (cards below 600 px), so rows and cells can be read.
    const page = await signedInPage(e2e, DEMO.seedAgent, undefined, { desktop: true });
    const before = await salesAchieved(page);

    await page.goto(`${e2e.server.url}/engage/sales`);
    await page.getByRole('heading', { name: 'Sales Records' }).waitFor();
    await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5000))]));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) await page.reload();
    await page.getByRole('cell', { name: 'synced' }).first().waitFor();

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Farmer', exact: true }).click();
    await page.getByRole('option').first().click();
    await dialog.getByLabel('Product').fill(PRODUCT);
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByLabel('Amount (KES)').fill(String(AMOUNT));
    await dialog.getByRole('button', { name: 'Record Sale' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rowOf(page, PRODUCT).getByText('waiting to sync').waitFor();
    expect(await salesOfProduct()).toHaveLength(0);

    await page.context().setOffline(false);
    await rowOf(page, PRODUCT).getByText('synced').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await salesOfProduct()).length).toBe(1);

    expect(await salesAchieved(page)).toBe(before + AMOUNT);
    await page.context().close();
  });
});
