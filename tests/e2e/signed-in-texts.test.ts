/**
 * ADR 0026: the signed-in screens' texts are a chunk of their own, loaded once someone is signed in. A screen
 * opened straight after a cold start (a reload on /engage/farmers) shows its texts, never their keys: online, and offline
 * from the worker's precache, in English and in Kiswahili.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { farmers as enFarmers } from '@app/i18n/messages/en/farmers';
import { farmers as swFarmers } from '@app/i18n/messages/sw/farmers';
import { users } from '@server/db/schema';
import { DEMO, newPage, setUpE2e, signIn } from '../support/e2e';

const e2e = setUpE2e();

/** A raw key of the farmers screen (what i18next shows for a text it does not have). */
const RAW_KEY = /\b(list|fields|form|filters|detail|records)\.[a-zA-Z]+/;

/** Notes, from the first paint of every load, whether the screen ever showed the title's key instead of its text. */
async function watchForRawTitle(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes('list.title')) localStorage.setItem('test-raw-key-shown', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

async function expectFarmersTexts(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { name: title }).waitFor();
  expect(await page.locator('main').innerText()).not.toMatch(RAW_KEY);
  expect(await page.evaluate(() => localStorage.getItem('test-raw-key-shown'))).toBeNull();
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

describe('signed-in texts after a cold start (ADR 0026)', () => {
  it.each([
    ['English', 'en', enFarmers.list.title],
    ['Kiswahili', 'sw', swFarmers.list.title],
  ] as const)('a reload on /engage/farmers shows its texts in %s, online and offline', async (_name, language, title) => {
    await e2e.server.deps.db.update(users).set({ language, languageChosen: true }).where(eq(users.email, DEMO.seedAgent));
    const page = await newPage(e2e.browser);
    await watchForRawTitle(page);
    await signIn(page, e2e.server.url, DEMO.seedAgent);
    await page.goto(`${e2e.server.url}/engage/farmers`);
    await expectFarmersTexts(page, title);
    await controlledByWorker(page);

    await page.reload();
    await expectFarmersTexts(page, title);

    await page.context().setOffline(true);
    await page.reload();
    await expectFarmersTexts(page, title);
    await page.context().close();
    await e2e.server.deps.db.update(users).set({ language: 'en', languageChosen: false }).where(eq(users.email, DEMO.seedAgent));
  });
});
