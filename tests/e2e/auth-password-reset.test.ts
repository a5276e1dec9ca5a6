import { afterAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  holdRequests,
  loginForm,
  newPage,
  setUpE2e,
  signIn,
  storedSession,
  trackRedirectDelay,
  waitForPath,
  waitForToast,
} from '../support/e2e';
import { type SmtpCapture, linkIn, startSmtpCapture } from '../support/smtp';

let smtp: SmtpCapture;
// Registered first so that it runs last (after hooks run in reverse): the server and browser close before the SMTP capture.
afterAll(async () => {
  await smtp?.close();
});
const e2e = setUpE2e(async () => {
  smtp = await startSmtpCapture();
  return { smtpUrl: smtp.url };
});

describe('forgot password and reset, with the mail caught by a real SMTP server', () => {
  it('sends the link by mail for a phone number, resets the password once and signs in with the new one', async () => {
    const page = await newPage(e2e.browser);
    const answer = await holdRequests(page, '**/api/auth/forgot-password');
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Email or phone number is required').waitFor();

    await page.getByLabel(/email or phone/i).fill('0700000021');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    answer();
    await waitForToast(page, 'Password reset email sent successfully!');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    const mail = await smtp.waitFor(DEMO.lenderAgent);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const link = linkIn(mail, '/reset-password/');
    expect(link?.startsWith(`${e2e.server.url}/reset-password/`)).toBe(true);

    const redirectDelay = await trackRedirectDelay(page, '/api/auth/reset-password', '/login');
    await page.goto(link!);
    await page.getByText(`Choose a new password for ${DEMO.lenderAgent}.`).waitFor();
    const newPassword = page.getByLabel(/^new password/i);
    const confirm = page.getByLabel(/^confirm password/i);
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await submit.click();
    await page.getByText('New password is required').waitFor();
    await page.getByText('Please confirm your password').waitFor();
    await newPassword.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await newPassword.fill('Fresh@2026');
    await confirm.fill('Fresh@2027');
    await submit.click();
    await page.getByText('Passwords do not match').waitFor();
    await confirm.fill('Fresh@2026');
    await submit.click();
    await waitForToast(page, 'Password reset successfully!');
    await page.getByRole('button', { name: 'Resetting...' }).waitFor();
    await waitForPath(page, '/login');
    expect(await redirectDelay()).toBeGreaterThanOrEqual(2000);

    const form = loginForm(page);
    await form.identifier.fill(DEMO.lenderAgent);
    await form.password.fill('Demo@1234');
    await form.submit.click();
    await page.getByText('Invalid username or password!').waitFor();
    expect(await storedSession(page)).toBeNull();
    await signIn(page, e2e.server.url, DEMO.lenderAgent, 'Fresh@2026');

    // The link works once.
    await page.goto(link!);
    await page.getByText('Invalid or expired reset link. Please request a new one.').waitFor();
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await waitForPath(page, '/forgot-password');
    await page.context().close();
  });

  it('says no account was found for an unknown identifier and sends no mail', async () => {
    const page = await newPage(e2e.browser);
    const before = smtp.messages.length;
    await page.goto(`${e2e.server.url}/forgot-password`);
    await page.getByLabel(/email or phone/i).fill('nobody@demo.local');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('No account found with that email or phone number').waitFor();
    expect(smtp.messages.length).toBe(before);
    await page.context().close();
  });

  it('offers Try Again (back to the form) and Back to Login from the sent view', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/forgot-password`);
    await page.getByLabel(/email or phone/i).fill(DEMO.recruit);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await smtp.waitFor(DEMO.recruit);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.getByLabel(/email or phone/i).fill(DEMO.recruit);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await waitForPath(page, '/login');
    await page.context().close();
  });

  it('shows the invalid-link view for a made-up token', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/reset-password/not-a-real-token-0123456789abcdef`);
    await page.getByText('Invalid or expired reset link. Please request a new one.').waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await waitForPath(page, '/login');
    await page.context().close();
  });
});
