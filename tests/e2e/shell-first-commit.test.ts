import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleErrors, DEMO, DIST_DIR, pathOf, sessionPage, setUpE2e, waitForPath } from '../support/e2e';

const e2e = setUpE2e();

describe("the dashboard's start in smaller tasks (ADR 0044)", () => {
  it("on a phone the drawer's links, the sync control's tooltip and the account menu follow the shell and work", async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    try {
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      // Mounted a task after the shell, in the closed drawer (inert: out of the Tab order and the accessibility tree).
      await expect.poll(() => page.locator('nav[aria-label="Main menu"] a').count()).toBeGreaterThan(3);
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await nav.getByRole('link', { name: 'Farmers' }).click();
      await waitForPath(page, '/engage/farmers');

      const sync = page.getByRole('link', { name: /^Sync: 0 waiting/ });
      await sync.hover();
      await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/^Sync: 0 waiting/);

      await page.getByRole('button', { name: /^Account menu for / }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await waitForPath(page, '/settings/profile');
      expect(pathOf(page)).toBe('/settings/profile');
      expect(consoleErrors(page)).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("the offline preparation's imports insert no preload links: it preloads no chunk, only the app's stylesheet", () => {
    const assets = path.join(DIST_DIR, 'assets');
    const plan = readdirSync(assets).find((file) => /^offline-plan-[\w-]{8}\.js$/.test(file));
    expect(plan).toBeDefined();
    const preloaded = readFileSync(path.join(assets, plan!), 'utf8').match(/__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/)?.[1] ?? '[]';
    expect((JSON.parse(preloaded) as string[]).filter((file) => !file.endsWith('.css'))).toEqual([]);
  });
});
