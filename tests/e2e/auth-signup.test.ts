import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import {
  DEMO,
  answerWith,
  holdRequests,
  menuLabels,
  newPage,
  selectOption,
  setUpE2e,
  signIn,
  storedSession,
  submitRegistration,
  waitForPath,
  waitForToast,
} from '../support/e2e';

/** A 1×1 PNG: a real image by its bytes, as the server checks. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const e2e = setUpE2e();

async function userRow(email: string) {
  const result = await e2e.server.deps.db.execute(sql`
    select u.role, u.agent_code, u.photo_url, u.phone_number, u.gender, u.marital_status, u.number_of_children,
           c.slug as company
    from users u left join companies c on c.id = u.company_id where lower(u.email) = ${email.toLowerCase()}`);
  return rowsOf<Record<string, unknown>>(result)[0] ?? null;
}

describe('sign-up', () => {
  it('checks every field, lists the companies and creates a potential agent who then signs in with default branding', async () => {
    const page = await newPage(e2e.browser, { desktop: true });
    await page.goto(`${e2e.server.url}/login`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await waitForPath(page, '/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of ['Name is required', 'Email is required', 'Password is required', 'Phone number is required', 'Gender is required', 'Company is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    await page.getByLabel(/^name/i).fill('Grace Njeri');
    await page.getByLabel(/^email/i).fill('grace.njeri@example.org');
    await page.getByLabel(/^password/i).fill('Grace@2026');
    await page.getByLabel(/^phone number/i).fill('0722000111');
    await selectOption(page, 'Gender', 'Female');
    await page.getByRole('combobox', { name: 'Company', exact: true }).click();
    const companies = await page.getByRole('option').allInnerTexts();
    expect([...companies].sort()).toEqual(['Everlend', 'Mavuno Inputs', 'SeedSasa']);
    await page.getByRole('option', { name: 'Mavuno Inputs' }).click();

    const answer = await holdRequests(page, '**/api/auth/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Creating account...' }).waitFor();
    answer();
    await waitForToast(page, 'Account created successfully!');
    await waitForPath(page, '/login');
    expect(await userRow('grace.njeri@example.org')).toMatchObject({ role: 'potential_agent', company: 'mavuno-inputs', phone_number: '+254722000111' });

    await signIn(page, e2e.server.url, '+254722000111', 'Grace@2026');
    expect((await storedSession(page))?.role).toBe('potential_agent');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await nav.getByRole('img', { name: 'Field Agent Portal' }).waitFor();
    expect(await nav.getByRole('img', { name: /logo$/ }).count()).toBe(0);
    expect(await menuLabels(page)).not.toContain('Farmers');
    await page.context().close();
  });

  it("shows the server's message for an email already registered", async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/signup`);
    await page.getByLabel(/^name/i).fill('Someone Else');
    await page.getByLabel(/^email/i).fill(DEMO.seedAgent);
    await page.getByLabel(/^password/i).fill('Other@2026');
    await page.getByLabel(/^phone number/i).fill('0722000999');
    await selectOption(page, 'Gender', 'Male');
    await selectOption(page, 'Company', 'SeedSasa');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByRole('alert').filter({ hasText: /already/i }).waitFor();
    await waitForPath(page, '/signup');
    await page.context().close();
  });

  it('toasts "Could not load companies." when the list fails', async () => {
    const page = await newPage(e2e.browser);
    await answerWith(page, '**/api/companies/all', 500);
    await page.goto(`${e2e.server.url}/signup`);
    await waitForToast(page, 'Could not load companies.');
    await page.context().close();
  });
});

describe('agent pre-registration', () => {
  it('sends every field with role AGENT and an AG code, stores the photo and lands signed in on /dashboard', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/register`);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    for (const message of ['Email is required', 'Phone number is required', 'Password is required']) {
      await page.getByText(message, { exact: true }).first().waitFor();
    }
    expect(await page.getByLabel(/^number of children/i).inputValue()).toBe('0');
    expect(await page.getByLabel(/^years of sales field experience/i).inputValue()).toBe('0');

    const photoInput = page.locator('input[type="file"]');
    await photoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please select an image file').waitFor();
    await photoInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'Selected profile photo' }).waitFor();

    await page.getByLabel(/^full name/i).fill('Hassan Ali');
    await page.getByLabel(/^email/i).fill('hassan.ali@example.org');
    await page.getByLabel(/^phone number/i).fill('0733000222');
    await selectOption(page, 'Gender', 'Other');
    await selectOption(page, 'Marital status', 'Widowed');
    await page.getByLabel(/^number of children/i).fill('3');
    await page.getByLabel(/^date of birth/i).fill('1991-04-12');
    await page.getByLabel(/^work location/i).fill('Kakamega');
    await page.getByLabel(/^years of sales field experience/i).fill('4');
    await selectOption(page, 'Education level', 'Master');
    await page.getByLabel(/^password/i).fill('Hassan@2026');
    await page.getByLabel(/^confirm password/i).fill('Hassan@2027');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel(/^confirm password/i).fill('Hassan@2026');

    const sent = page.waitForRequest('**/api/agents/pre-registration/submit');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Hassan Ali',
      email: 'hassan.ali@example.org',
      phoneNumber: '0733000222',
      password: 'Hassan@2026',
      gender: 'Other',
      maritalStatus: 'Widowed',
      numberOfChildren: 3,
      dateOfBirth: '1991-04-12',
      workGeographicLocation: 'Kakamega',
      yearsOfSalesFieldExperience: 4,
      educationLevel: 'Master',
      role: 'AGENT',
    });
    expect(body.agentCode).toMatch(/^AG[A-Z0-9]{6}$/);
    expect(String(body.photo)).toMatch(/^data:image\/png;base64,/);
    expect(body).not.toHaveProperty('confirmPassword');

    await waitForPath(page, '/dashboard');
    await page.getByText('Welcome back, Hassan Ali!').waitFor();
    expect((await storedSession(page))?.role).toBe('potential_agent');
    const row = await userRow('hassan.ali@example.org');
    expect(row).toMatchObject({ role: 'potential_agent', company: 'seedsasa', agent_code: body.agentCode, number_of_children: 3, marital_status: 'Widowed' });
    expect(row?.photo_url).toBeTruthy();
    const photo = await page.request.get(`${e2e.server.url}${String(row?.photo_url)}`);
    expect(photo.status()).toBe(200);
    expect(Buffer.from(await photo.body()).subarray(0, 8)).toEqual(PNG.subarray(0, 8));
    await page.context().close();
  });

  it('toasts "Registration failed" and shows the reason inline for a phone number already registered', async () => {
    const page = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/register`);
    await submitRegistration(page, { name: 'Duplicate Person', email: 'duplicate.person@example.org', phone: '0700000011', password: 'Dup@12345' });
    await waitForToast(page, 'Registration failed');
    await page.getByRole('alert').filter({ hasText: /already/i }).waitFor();
    expect(await storedSession(page)).toBeNull();
    expect(await userRow('duplicate.person@example.org')).toBeNull();
    await page.context().close();
  });
});
