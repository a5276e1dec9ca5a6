/**
 * Issue 32 item 5: every control a thumb uses is at least 44 × 44 px on a phone (360 × 740). Each role (agent,
 * company admin, platform admin) signs in once and opens every screen of its menu from the menu drawer, so one
 * page per role walks them all; on each screen every visible button, link, input, select, textarea and ARIA
 * control is measured, with the menu drawer itself and the account menu; and the agent's Record Sale dialog (its
 * number fields).
 *
 * The hit area of a control is the box that covers it and its labels (a checkbox with its text, a switch's
 * track). Left out, by rule: a link inside a sentence (an inline `a` whose block holds more text than the
 * link, WCAG 2.5.8's inline exception), a control shown only on keyboard focus (the skip link, above the page),
 * a control inside a region out of use (`inert`, `aria-hidden`), and the week strips over a dashboard chart (the
 * buttons beside the chart's `svg` image): side by side they cover the whole chart, so a tap always lands on a
 * week and its value shows in the readout, and a neighbour is the next strip.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildMenu } from '@app/components/shell/menu';
import type { Role } from '@shared/roles';
import { DEMO, newPage, sessionPage, setUpE2e, storeSession } from '../support/e2e';

const e2e = setUpE2e();
const PHONE = { width: 360, height: 740 };
const MIN = 44;

const ACCOUNTS: { role: Role; account: string }[] = [
  { role: 'engaged_agent', account: DEMO.seedAgent },
  { role: 'company_admin', account: DEMO.seedAdmin },
  { role: 'admin', account: DEMO.admin },
];

/** The controls under `scope` (a CSS selector) smaller than 44 × 44, as 'what "name" W×H'. */
const smallControls = (page: Page, scope: string): Promise<string[]> =>
  page.evaluate(
    ({ scope, min }) => {
      const CONTROLS =
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="combobox"], [role="tab"], [role="menuitem"], [role="slider"]';
      const inSentence = (el: HTMLElement) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
        return (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      };
      const offenders: string[] = [];
      for (const root of document.querySelectorAll<HTMLElement>(scope)) {
        for (const el of root.querySelectorAll<HTMLElement>(CONTROLS)) {
          const chartStrip = el.parentElement?.querySelector(':scope > svg[role="img"]') != null;
          if (el.closest('[inert], [aria-hidden="true"]') || inSentence(el) || chartStrip) continue;
          const boxes = [el, ...((el as HTMLInputElement).labels ?? []), el.closest('label')]
            .filter((b): b is HTMLElement => b !== null && b.checkVisibility({ visibilityProperty: true }))
            .map((b) => b.getBoundingClientRect())
            .filter((r) => r.width > 0 && r.height > 0);
          if (boxes.length === 0) continue;
          const left = Math.min(...boxes.map((r) => r.left));
          const top = Math.min(...boxes.map((r) => r.top));
          const width = Math.max(...boxes.map((r) => r.right)) - left;
          const height = Math.max(...boxes.map((r) => r.bottom)) - top;
          // Shown only on focus: the skip link waits above the page.
          if (top + window.scrollY + height <= 0) continue;
          if (width + 0.5 >= min && height + 0.5 >= min) continue;
          const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? (el as HTMLInputElement).name;
          offenders.push(`${el.getAttribute('role') ?? el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return offenders;
    },
    { scope, min: MIN },
  );

/**
 * Waits for the new screen's heading, then until no loader or skeleton shows (the lists answered), up to 15 s (then it
 * measures what shows). Not network idle: the readiness prepares every screen's data in the background.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('main :is(h1, h2):not([data-measured])').filter({ visible: true }).first().waitFor();
  // Marked, so that the next screen's wait is for its own heading, not this one.
  await page.evaluate(() => document.querySelectorAll('main h1, main h2').forEach((h) => h.setAttribute('data-measured', '')));
  await page
    .waitForFunction(() => ![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some((el) => el.checkVisibility()), null, { timeout: 15_000 })
    .catch(() => undefined);
}

describe('touch targets at 360 × 740', () => {
  it.each(ACCOUNTS.map((a) => [a.role, a] as const))('every control of every menu screen is 44 × 44 or larger as %s', async (_, { role, account }) => {
    const page = await newPage(e2e.browser, { viewport: PHONE });
    await storeSession(page, e2e.server.url, account);
    await page.goto(`${e2e.server.url}/dashboard`);
    // The first seconds after sign-in prepare every menu screen for offline: the walk starts on a quieter page.
    await page.getByRole('status', { name: /^Ready for offline/ }).waitFor({ timeout: 30_000 }).catch(() => undefined);
    await settled(page);
    const paths = buildMenu({ role, companyKind: 'seed' }).flatMap((item) => (item.kind === 'link' ? [item.entry.path] : item.entries.map((e) => e.path)));
    const offenders: string[] = [];
    const note = (where: string, found: string[]) => offenders.push(...found.map((f) => `${where}: ${f}`));

    const burger = page.getByRole('button', { name: 'Open navigation' });
    await burger.click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await drawer.getByRole('link').first().waitFor();
    note('menu drawer', await smallControls(page, '.mantine-AppShell-navbar'));
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menu').waitFor();
    note('account menu', await smallControls(page, '[role="menu"]'));
    await page.keyboard.press('Escape');

    for (const path of paths) {
      // The walk starts on the dashboard, which is measured where it is.
      if (new URL(page.url()).pathname !== path) {
        await burger.click();
        await drawer.locator(`a[href="${path}"]`).click();
        await page.waitForURL((u) => u.pathname === path);
        await settled(page).catch((error: Error) => {
          throw new Error(`${path}: ${error.message}`);
        });
      }
      note(path, await smallControls(page, '.mantine-AppShell-header, .mantine-AppShell-main'));
    }
    expect(paths.length).toBeGreaterThan(3);
    expect(offenders).toEqual([]);
    await page.context().close();
  });

  it("has 44 px fields and buttons in the agent's Record Sale dialog, whose number fields lose their ± steppers", async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, '/engage/sales', { viewport: PHONE });
    await page.getByRole('button', { name: 'Record Sale' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').first().waitFor();
    expect(await smallControls(page, '[role="dialog"]')).toEqual([]);
    expect(await dialog.locator('.mantine-NumberInput-controls').count(), 'number fields in the dialog').toBeGreaterThan(0);
    expect(await dialog.locator('.mantine-NumberInput-controls').evaluateAll((all) => all.filter((c) => c.checkVisibility()).length)).toBe(0);
    await page.context().close();
  });
});
