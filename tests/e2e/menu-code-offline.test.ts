/**
 * Issue 32 item 10 (ADR 0062): a fresh sign-in, typed as a person types it, and the signal drops as soon as the
 * dashboard shows, before "Ready for offline": every screen of the agent's menu still opens as the app's own
 * screen (its data may be missing), never the browser's offline error page. The screens' code is kept by the
 * service worker from the sign-in screen on, several files at a time (sw/precache-at-once.ts).
 */
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, loginForm, menuLabels, newPage, waitForApp, waitForPath } from '../support/e2e';
import { setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

/** What Chromium's own page for a failed navigation says. */
const BROWSER_ERROR = /ERR_INTERNET_DISCONNECTED|No internet|This site can.t be reached/;

/** A person's typing on a phone: a few characters a second. */
const KEYSTROKE_MS = 120;

describe('every menu screen offline right after sign-in', () => {
  it('an agent cut off as the dashboard shows opens every menu screen as the app', async () => {
    const page = await newPage(e2e.browser);
    const opened = Date.now();
    await page.goto(`${e2e.server.url}/login`);
    await waitForApp(page);
    const form = loginForm(page);
    await form.identifier.pressSequentially(DEMO.seedAgent, { delay: KEYSTROKE_MS });
    await form.password.pressSequentially(DEMO_PASSWORD, { delay: KEYSTROKE_MS });
    await form.submit.click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('main').getByRole('heading').first().waitFor();
    const labels = (await menuLabels(page)).filter((l) => l !== 'Home');
    await page.context().setOffline(true);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    console.log(`menu code offline: offline ${Date.now() - opened} ms after /login opened, page controlled by the worker: ${controlled}`);
    expect(labels.length).toBeGreaterThan(5);
    for (const label of [...labels, 'Home']) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation').first().getByRole('link', { name: label, exact: true }).click();
      await page
        .getByRole('main')
        .getByRole('heading')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(async (error: Error) => {
          throw new Error(`${label} did not open offline at ${page.url()}: ${await page.locator('body').innerText()}`, { cause: error });
        });
      expect(page.url(), label).not.toMatch(/^chrome-error:/);
      expect(await page.locator('body').innerText(), label).not.toMatch(BROWSER_ERROR);
    }
    // A full restart offline opens the app too.
    await page.reload();
    await page.getByRole('main').getByRole('heading').first().waitFor({ timeout: 15_000 });
    expect(await page.locator('body').innerText()).not.toMatch(BROWSER_ERROR);
    await page.context().close();
  });
});
