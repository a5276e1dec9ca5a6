/**
 * Issue 15 on the field screens: the farmer register and the dashboard in Kiswahili on a 360 × 640 phone, with
 * `<html lang="sw">`, no sideways scroll and no serious axe violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, noSideScroll, sessionPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

/** Chooses Kiswahili on this device (as the language select does) and opens `path` in it. */
async function inKiswahili(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fap-language', 'sw'));
  await page.goto(`${e2e.server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.lang === 'sw');
}

describe('the field screens in Kiswahili at 360 px', () => {
  it('shows the farmer register as a Kiswahili compact list that fits the phone and passes axe', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/engage/farmers');
    await page.getByRole('heading', { name: 'Wakulima Waliosajiliwa' }).waitFor();
    // The compact list (issue 32 item 7): name and village, and the number to call.
    const rows = page.locator('main ul > li');
    await rows.first().locator('a[href^="tel:"]').waitFor();
    await page.getByRole('button', { name: 'Ongeza Mpya' }).waitFor();
    await page.getByLabel('Kaunti', { exact: true }).first().waitFor();
    expect(await page.getByText('Registered Farmers').count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("shows the agent's dashboard cards and charts in Kiswahili, fitting the phone and passing axe", async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/dashboard');
    await page.getByRole('heading', { name: 'Mwanzo' }).waitFor();
    await page.getByText('Jumla ya Pointi Ulizopata').waitFor();
    await page.getByText('Mauzo: lengo na yaliyofikiwa').waitFor();
    await page.getByRole('heading', { name: 'Maendeleo ya Mauzo Yangu kwa Wiki' }).waitFor();
    await page.getByRole('img', { name: 'Usajili Wangu wa Wakulima kwa Wiki' }).waitFor();
    expect(await page.getByText('Total Points Earned').count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
