import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { farmers } from '@server/db/schema';
import type { E2eFile } from './e2e';

/** The server's farmers with this (normalised) phone number. */
export const farmersWithPhone = (e2e: E2eFile, phone: string) => e2e.server.deps.db.select().from(farmers).where(eq(farmers.phoneNumber, phone));

/** The agent's register, with the service worker in control so that a reload works without a network. */
export async function openRegister(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/engage/farmers`);
  await page.getByRole('heading', { name: 'Registered Farmers' }).waitFor();
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 5000))]));
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) await page.reload();
  await page.locator('main tbody tr, main li').first().waitFor();
}

/** Fills and submits the register's "Add New" form. */
export async function addFarmer(page: Page, farmer: { name: string; phone: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(farmer.name);
  await dialog.getByLabel('Phone Number').fill(farmer.phone);
  await dialog.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await dialog.getByRole('combobox', { name: 'County', exact: true }).fill('naku');
  await page.getByRole('option', { name: 'Nakuru' }).click();
  await dialog.getByRole('button', { name: 'Add Farmer' }).click();
}

/** The register's entry of a farmer: its table row, or its line of the compact list below 600 px. */
export const rowOf = (page: Page, name: string) => page.locator('main tbody tr, main li').filter({ hasText: name });

/**
 * Waits until the register lists the farmer as on the server: 'synced' in the table; in the phone's compact list,
 * which badges only what is not synced (issue 32 item 7), listed without a badge.
 */
export async function waitForSynced(page: Page, name: string, timeout?: number): Promise<void> {
  const row = rowOf(page, name).first();
  if ((await page.locator('main table').count()) > 0) return row.getByText('synced').waitFor({ timeout });
  await row.waitFor({ timeout });
  await row.locator('.mantine-Badge-root').waitFor({ state: 'detached', timeout });
}

/** Registers a farmer offline and waits until the register lists it as waiting. */
export async function addFarmerOffline(page: Page, farmer: { name: string; phone: string }): Promise<void> {
  await addFarmer(page, farmer);
  await rowOf(page, farmer.name).getByText('waiting to sync').waitFor();
}
