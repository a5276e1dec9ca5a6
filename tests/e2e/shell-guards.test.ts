import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, forgetSavedAnswers, newPage, noSideScroll, pathOf, sessionPage, setUpE2e, signIn, storedSession, waitForPath, waitForSettledScreen } from '../support/e2e';

const e2e = setUpE2e();

/** Goes back one history entry and waits for the app to settle there. */
async function back(page: Page): Promise<string> {
  await page.goBack({ waitUntil: 'load' });
  await waitForSettledScreen(page, 15_000);
  return pathOf(page);
}

describe('route guards', () => {
  it('sends a signed-out visitor of a protected route to /login, replacing the history entry', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/about`);
    await page.getByRole('heading', { name: 'Welcome to About Page' }).waitFor();
    await page.goto(`${e2e.server.url}/dashboard`);
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    // /dashboard was replaced by /login: one step back is the page before it.
    expect(await back(page)).toBe('/about');
    await page.context().close();
  });

  it('sends a potential agent opening an admin screen (/all-farmers) to /unauthorized, replacing the history entry', async () => {
    const page = await sessionPage(e2e, DEMO.recruit);
    await page.goto(`${e2e.server.url}/all-farmers`);
    await waitForPath(page, '/unauthorized');
    await page.getByText('You do not have permission to view this page.').waitFor();
    expect(await back(page)).toBe('/dashboard');
    await page.goForward({ waitUntil: 'load' });
    await waitForPath(page, '/unauthorized');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await waitForPath(page, '/dashboard');
    await page.context().close();
  });

  it('sends a potential agent opening /agents to /unauthorized', async () => {
    const page = await sessionPage(e2e, DEMO.recruit, '/agents');
    await waitForPath(page, '/unauthorized');
    await page.getByText('You do not have permission to view this page.').waitFor();
    await page.context().close();
  });

  it('keeps a company admin out of a platform-admin screen (/training/modules)', async () => {
    const page = await sessionPage(e2e, DEMO.seedAdmin, '/training/modules');
    await waitForPath(page, '/unauthorized');
    await page.getByText('You do not have permission to view this page.').waitFor();
    await page.context().close();
  });

  it('serves the open pages to anyone', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/contact`);
    await page.getByRole('heading', { name: 'Welcome to Contact Page' }).waitFor();
    await page.goto(`${e2e.server.url}/`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.context().close();
  });
});

describe('logout', () => {
  it('clears the stored session, goes to /login and protected routes are closed again', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    expect(await storedSession(page)).not.toBeNull();
    await page.getByRole('button', { name: 'Account menu for David Kiptoo' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
    expect(await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user_role'), localStorage.getItem('user')])).toEqual([
      null,
      null,
      null,
    ]);
    await page.goto(`${e2e.server.url}/dashboard`);
    await waitForPath(page, '/login');
    await page.context().close();
  });

  it('revokes the token on the server: the old token answers 401 afterwards', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    const session = await storedSession(page);
    const me = () => fetch(`${e2e.server.url}/api/users/${String(session?.user.id)}`, { headers: { authorization: `Bearer ${session?.token}` } });
    expect((await me()).status).toBe(200);
    await page.getByRole('button', { name: 'Account menu for David Kiptoo' }).click();
    const revoked = page.waitForResponse((res) => res.url().endsWith('/api/auth/logout'));
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    expect((await revoked).status()).toBe(200);
    await waitForPath(page, '/login');
    expect((await me()).status).toBe(401);
    await page.context().close();
  });
});

describe('sign out of all devices', () => {
  it('asks first, signs this browser out, and sends the other one to /login at its next call', async () => {
    const phone = await sessionPage(e2e, DEMO.lenderAgent);
    const laptop = await sessionPage(e2e, DEMO.lenderAgent, '/settings/profile');
    await laptop.getByRole('button', { name: 'Sign out of all devices' }).click();
    const dialog = laptop.getByRole('dialog', { name: 'Sign out of all devices?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(pathOf(laptop)).toBe('/settings/profile');
    await laptop.getByRole('button', { name: 'Sign out of all devices' }).click();
    await dialog.getByRole('button', { name: 'Sign out of all devices' }).click();
    await waitForPath(laptop, '/login');
    expect(await storedSession(laptop)).toBeNull();
    await forgetSavedAnswers(phone);
    await phone.goto(`${e2e.server.url}/settings/profile`);
    await waitForPath(phone, '/login');
    expect(await storedSession(phone)).toBeNull();
    await phone.context().close();
    await laptop.context().close();
  });
});

describe('the shell on a 360 px phone and on a desktop', () => {
  it('keeps the sidebar closed on a phone, opens it from the burger and closes it after navigating', async () => {
    const page = await sessionPage(e2e, DEMO.admin);
    const open = page.getByRole('button', { name: 'Open navigation' }).first();
    await open.waitFor();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const navIsOnScreen = async () => {
      const box = await nav.boundingBox();
      return box !== null && box.x + box.width > 1;
    };
    expect(await navIsOnScreen()).toBe(false);
    await open.click();
    await page.getByRole('button', { name: 'Close navigation' }).first().waitFor();
    await expect.poll(navIsOnScreen).toBe(true);
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Open navigation' }).first().waitFor();
    await expect.poll(navIsOnScreen).toBe(false);
    expect(await noSideScroll(page)).toBe(true);
    await page.context().close();
  });

  it('opens the sidebar by default from 768 px wide', async () => {
    const page = await sessionPage(e2e, DEMO.seedAdmin, undefined, { viewport: { width: 768, height: 900 } });
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('link', { name: 'Home' }).waitFor();
    const box = await nav.boundingBox();
    expect(box && box.x >= 0 && box.width > 200).toBe(true);
    await page.getByRole('button', { name: 'Close navigation' }).first().waitFor();
    await page.context().close();
  });

  it('fits the sign-in, sign-up, registration and dashboard screens in 360 px without horizontal scrolling', async () => {
    const page = await newPage(e2e.browser);
    for (const path of ['/login', '/signup', '/register', '/forgot-password']) {
      await page.goto(`${e2e.server.url}${path}`);
      await page.getByRole('button').first().waitFor();
      expect({ path, fits: await noSideScroll(page) }).toEqual({ path, fits: true });
    }
    await signIn(page, e2e.server.url, DEMO.lenderAgent);
    await page.getByText('Welcome back, Esther Achieng!').waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.context().close();
  });
});
