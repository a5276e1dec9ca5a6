import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { farmerHistory, farmers, users } from '@server/db/schema';
import { DEMO, noSideScroll, PHONE_VIEWPORT, sessionPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

describe("a farmer's page", () => {
  it('opens from the register at 360 px, shows the details and location link, and saves a correction with its history', async () => {
    const [agent] = await e2e.server.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
    const [farmer] = await e2e.server.deps.db
      .insert(farmers)
      .values({
        companyId: agent.companyId as string,
        registeredById: agent.id,
        name: 'Page Test Akinyi',
        phoneNumber: '+254711555666',
        gender: 'Female',
        county: 'Kisumu',
        latitude: -0.0917,
        longitude: 34.768,
        locationAccuracyM: 9,
        recordedAt: new Date(),
      })
      .returning();
    const page = await sessionPage(e2e, DEMO.seedAgent, '/engage/farmers?name=akinyi', { viewport: PHONE_VIEWPORT });
    await page.getByRole('link', { name: 'Page Test Akinyi' }).first().click();
    await page.getByRole('heading', { name: 'Page Test Akinyi' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/engage/farmers/${farmer.id}`);
    await page.getByText('-0.09170, 34.76800 (± 9 m)').waitFor();
    expect(await page.getByRole('link', { name: 'Open in the map app' }).getAttribute('href')).toBe('geo:-0.0917,34.768');
    await page.getByText('No sales recorded for this farmer.').waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Village').fill('Kondele');
    await dialog.getByRole('button', { name: 'Save Corrections' }).click();
    await expect.poll(async () => (await e2e.server.deps.db.select().from(farmers).where(eq(farmers.id, farmer.id)))[0].village, { timeout: 20_000 }).toBe('Kondele');
    const [entry] = await e2e.server.deps.db.select().from(farmerHistory).where(eq(farmerHistory.farmerId, farmer.id));
    expect(entry.changes).toEqual({ village: { from: null, to: 'Kondele' } });
    await page.getByText('village: (empty) → Kondele').waitFor({ timeout: 20_000 });
  });
});
