import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleErrors, DEMO, newPage, setUpE2e, storeSession } from '../support/e2e';

const e2e = setUpE2e();

/** Sums the page's layout shifts (as CLS counts them: none right after an input) from its first paint on. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Array<{ value: number; sources: string[] }> };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        w.shifts.push({ value: entry.value, sources: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Array<{ value: number; sources: string[] }> }).shifts);

/**
 * P2 (ADR 0040): the dashboard keeps the space of its figures and charts while they load, so nothing on a phone's
 * screen moves when they arrive (the version footer did: CLS 0.075), in English and Kiswahili, for each role.
 */
describe('the dashboard on a phone does not move when its figures and charts arrive', () => {
  const cases = [
    ['an agent, English', DEMO.seedAgent, 'en', 2, 'Total Points Earned'],
    ['an agent, Kiswahili', DEMO.seedAgent, 'sw', 2, null],
    ['a company admin', DEMO.seedAdmin, 'en', 2, 'Total Agents'],
    ['a recruit (no charts)', DEMO.recruit, 'en', 0, 'Total Points Earned'],
  ] as const;
  for (const [who, identifier, language, charts, figure] of cases) {
    it(who, async () => {
      const page = await newPage(e2e.browser);
      await storeSession(page, e2e.server.url, identifier);
      if (language === 'sw') await page.evaluate(() => localStorage.setItem('fap-language', 'sw'));
      await recordShifts(page);
      await page.goto(`${e2e.server.url}/dashboard`);
      if (figure) await expect.poll(() => page.getByText(figure).isVisible()).toBe(true);
      await expect.poll(() => page.locator('main svg[role="img"]').count(), { timeout: 15_000 }).toBe(charts);
      // The top bar's readiness comes after the charts, and changes as it prepares: counted until it says ready.
      await page.getByRole('status', { name: /^(Ready for offline|Tayari kwa matumizi nje ya mtandao)/ }).waitFor({ timeout: 60_000 });
      const seen = await shifts(page);
      const total = seen.reduce((sum, s) => sum + s.value, 0);
      console.log(`${who}: layout shift ${total.toFixed(4)}`, JSON.stringify(seen));
      expect(total, JSON.stringify(seen)).toBeLessThan(0.01);
      expect(consoleErrors(page)).toEqual([]);
      await page.context().close();
    });
  }
});
