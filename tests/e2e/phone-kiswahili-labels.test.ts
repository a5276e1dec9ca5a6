/**
 * Issue 32 items 6 and 8 in Kiswahili on a 360 × 740 phone: labels wrap instead of being cut (the Training
 * screen's "Pakua sauti zote za mafunzo (…)", the offline banner), phone numbers stay on one line, the top bar
 * says offline readiness in words, and no storage-permission badge shows while space is not short.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, noSideScroll, sessionPage, setUpE2e, waitForSettledScreen } from '../support/e2e';

const e2e = setUpE2e();
const PHONE = { viewport: { width: 360, height: 740 }, locale: 'sw-KE' };

/** Chooses Kiswahili on this device (as the language select does) and opens `path` in it. */
async function inKiswahili(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fap-language', 'sw'));
  await page.goto(`${e2e.server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.lang === 'sw');
  await waitForSettledScreen(page, 15_000);
}

/** Button labels narrower than their text (cut): none should be. */
const cutButtonLabels = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Button-label')]
      .filter((label) => label.checkVisibility() && (label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1))
      .map((label) => label.textContent ?? ''),
  );

describe('Kiswahili labels on a 360 px phone', () => {
  it('shows the Training download button and the offline banner whole, and the readiness in words', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, '/dashboard', PHONE);
    await inKiswahili(page, '/training');
    const download = page.getByRole('button', { name: /^Pakua sauti zote za mafunzo \((kilobaiti|megabaiti|gigabaiti) [\d.,]+\)$/ });
    await download.waitFor({ timeout: 30_000 });
    expect(await cutButtonLabels(page)).toEqual([]);
    // Space is not short: no word about the browser keeping the files.
    expect(await page.getByText(/Imeruhusiwa|Haijaruhusiwa|inaweza kufuta sauti/).count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);

    const readiness = page.locator('header [role="status"]');
    await readiness.waitFor();
    expect(await readiness.innerText()).toMatch(/^(Inaandaa \d+ kati ya \d+|Tayari nje ya mtandao|Haiko tayari nje ya mtandao)$/);

    await page.context().setOffline(true);
    const banner = page.getByText(/^Uko nje ya mtandao\./);
    await banner.waitFor();
    expect(await banner.evaluate((text) => text.scrollWidth <= text.clientWidth && text.getBoundingClientRect().right <= 360)).toBe(true);
    await page.context().close();
  });

  it('keeps phone numbers on one line and no button label cut on the farmers, users and sync screens', async () => {
    const agent = await sessionPage(e2e, DEMO.seedAgent, '/dashboard', PHONE);
    await inKiswahili(agent, '/engage/farmers');
    for (const path of ['/engage/farmers', '/engage/sales', '/sync']) {
      if (path !== '/engage/farmers') await inKiswahili(agent, path);
      expect(await cutButtonLabels(agent), path).toEqual([]);
      expect(await noSideScroll(agent), path).toBe(true);
    }
    await agent.context().close();

    const admin = await sessionPage(e2e, DEMO.seedAdmin, '/dashboard', PHONE);
    for (const path of ['/engage/farmers', '/agents']) {
      await inKiswahili(admin, path);
      const numbers = admin.locator('main a[href^="tel:"]');
      await numbers.first().waitFor();
      // The lines its text takes: the tops of the text's boxes.
      const broken = await numbers.evaluateAll((links) =>
        links
          .filter((a) => {
            const range = document.createRange();
            range.selectNodeContents(a);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((a) => a.textContent),
      );
      expect(broken, `${path}: numbers on two lines`).toEqual([]);
      expect(await cutButtonLabels(admin), path).toEqual([]);
    }
    await admin.context().close();
  });
});
