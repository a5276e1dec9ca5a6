/**
 * Issue 15 on screen: the sign-in screen, the shell and the Sync page in Kiswahili on a 360 px phone, with no
 * side scroll and no serious axe violation, like the English ones.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, DEMO_PASSWORD, newPage, noSideScroll, setUpE2e, waitForPath } from '../support/e2e';

const e2e = setUpE2e();

/** A phone whose device choice is Kiswahili before the first load. */
async function kiswahiliPhone(): Promise<Page> {
  const page = await newPage(e2e.browser);
  await page.context().addInitScript(() => localStorage.setItem('fap-language', 'sw'));
  return page;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('Kiswahili at 360 px (issue 15)', () => {
  it('shows the sign-in screen in Kiswahili', async () => {
    const page = await kiswahiliPhone();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('heading', { name: 'Ingia' }).waitFor();
    expect(await htmlLang(page)).toBe('sw');
    await page.getByLabel(/^Barua pepe au nambari ya simu/).waitFor();
    await page.getByLabel(/^Nenosiri/).waitFor();
    await page.getByRole('button', { name: 'Ingia' }).waitFor();
    await page.getByText('Umesahau nenosiri?').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows the shell and the Sync page in Kiswahili', async () => {
    await e2e.server.deps.db.update(users).set({ language: 'sw', languageChosen: true }).where(eq(users.email, DEMO.seedAgent));
    const page = await kiswahiliPhone();
    await page.goto(`${e2e.server.url}/login`);
    await page.locator('input[name="identifier"]').fill(DEMO.seedAgent);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingia' }).click();
    await waitForPath(page, '/dashboard');

    await page.getByRole('button', { name: 'Fungua menyu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menyu kuu' });
    await menu.getByRole('link', { name: 'Mwanzo' }).waitFor();
    await menu.getByRole('link', { name: 'Wakulima' }).waitFor();
    await menu.getByRole('link', { name: 'Sawazisha' }).click();
    await waitForPath(page, '/sync');

    await page.getByRole('heading', { level: 1, name: 'Sawazisha' }).waitFor();
    await page.getByRole('button', { name: 'Tuma sasa' }).waitFor();
    await page.getByRole('heading', { name: 'Hifadhi kwenye kifaa hiki' }).waitFor();
    await page.getByText('Kila kitu kimesawazishwa').waitFor();
    expect(await htmlLang(page)).toBe('sw');
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
    await e2e.server.deps.db.update(users).set({ language: 'en', languageChosen: false }).where(eq(users.email, DEMO.seedAgent));
  });
});
