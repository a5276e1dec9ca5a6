import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  waitForApp,
  answerWith,
  DEMO,
  loginForm,
  newPage,
  pathOf,
  sessionPage,
  setUpE2e,
  storedSession,
  submitRegistration,
  waitForPath,
  waitForToast,
} from '../support/e2e';

const e2e = setUpE2e();

/** Submits the sign-in form for a demo account and returns the inline message shown. */
async function loginMessage(page: Page): Promise<string> {
  await page.goto(`${e2e.server.url}/login`);
  await waitForApp(page);
  const form = loginForm(page);
  await form.identifier.fill(DEMO.seedAgent);
  await form.password.fill('Demo@1234');
  await form.submit.click();
  const alert = page.getByRole('alert');
  await alert.waitFor();
  return (await alert.innerText()).trim();
}

describe('a 401 on a signed-in screen (spec part 1 §8)', () => {
  it("toasts 'Session expired. Please login again.', removes the session and goes to /login", async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, undefined, { serviceWorkers: 'block' });
    await answerWith(page, '**/api/training', 401, 'Invalid or expired token');
    await page.goto(`${e2e.server.url}/training`);
    await waitForPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
    await waitForToast(page, 'Session expired. Please login again.');
    await page.context().close();
  });
});

describe('the sign-in screen maps each answer to its message (spec part 1 §8)', () => {
  const cases: Array<[number, string]> = [
    [400, 'Username and password are required!'],
    [401, 'Invalid username or password!'],
    [404, 'User not found!'],
    [500, 'Unexpected Error! Please contact your system administrator'],
  ];
  for (const [status, message] of cases) {
    it(`${status} → '${message}'`, async () => {
      const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
      await answerWith(page, '**/api/auth/login', status);
      expect(await loginMessage(page)).toBe(message);
      expect(await storedSession(page)).toBeNull();
      await page.context().close();
    });
  }

  it("no answer at all (offline) → 'Network error. Please check your connection.'", async () => {
    const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
    await page.goto(`${e2e.server.url}/login`);
    await waitForApp(page);
    await page.context().setOffline(true);
    const form = loginForm(page);
    await form.identifier.fill(DEMO.seedAgent);
    await form.password.fill('Demo@1234');
    await form.submit.click();
    await page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection.' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    await page.context().close();
  });
});

describe('screens with their own failure texts', () => {
  it("pre-registration: a 500 toasts 'Registration failed' and says 'Server error. Please try again later.' inline", async () => {
    const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
    await answerWith(page, '**/api/agents/pre-registration/submit', 500, 'database exploded at line 12');
    await page.goto(`${e2e.server.url}/register`);
    await waitForApp(page);
    await submitRegistration(page, { name: 'Ivy Wambui', email: 'ivy.wambui@example.org', phone: '0744000333', password: 'Ivy@12345' });
    await waitForToast(page, 'Registration failed');
    await page.getByRole('alert').filter({ hasText: 'Server error. Please try again later.' }).waitFor();
    expect(await page.getByText('database exploded').count()).toBe(0);
    await page.context().close();
  });

  it("forgot password: a 500 says 'Failed to send reset email. Please try again later.'", async () => {
    const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
    await answerWith(page, '**/api/auth/forgot-password', 500);
    await page.goto(`${e2e.server.url}/forgot-password`);
    await waitForApp(page);
    await page.getByLabel(/email or phone/i).fill(DEMO.recruit);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Failed to send reset email. Please try again later.' }).waitFor();
    await page.context().close();
  });

  it("reset link: a 500 while verifying says 'Failed to verify reset link. Please try again.'", async () => {
    const page = await newPage(e2e.browser, { serviceWorkers: 'block' });
    await answerWith(page, '**/api/auth/verify-reset-token/**', 500);
    await page.goto(`${e2e.server.url}/reset-password/some-token-value`);
    await page.getByText('Failed to verify reset link. Please try again.').waitFor();
    await page.context().close();
  });
});
