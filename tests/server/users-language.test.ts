import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

/** Issue 15 item 2: the language is kept on the user, so it follows the agent to another phone; mail follows it. */
describe('users: language', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const auth: Record<string, Record<string, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries(DEMO)) {
      auth[key] = bearer(await tokenFor(t, email));
      const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[key] = u.id;
    }
  }, 180_000);
  afterAll(() => t.close());

  const login = (identifier: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password: DEMO_PASSWORD }, headers: { 'x-forwarded-for': '10.15.0.1' } });
  const put = (id: string, who: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: auth[who], payload });
  const get = (id: string, who: string) => t.app.inject({ method: 'GET', url: `/api/users/${id}`, headers: auth[who] });

  it('is English by default, on sign-in and on the profile, and not chosen: the app follows the device (ADR 0056)', async () => {
    const res = await login(DEMO.seedAgent);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('en');
    expect(res.json().user.languageChosen).toBe(false);
    expect((await get(ids.seedAgent, 'seedAgent')).json().data.language).toBe('en');
  });

  it('is changed through the profile update and returned by the next sign-in (another phone)', async () => {
    const res = await put(ids.lenderAgent, 'lenderAgent', { language: 'sw' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.language).toBe('sw');
    expect((await login(DEMO.lenderAgent)).json().user).toMatchObject({ language: 'sw', languageChosen: true });
    expect((await get(ids.lenderAgent, 'lenderAgent')).json().data.language).toBe('sw');
    // A change of language is no change of identity: the session stays valid.
    expect((await get(ids.lenderAgent, 'lenderAgent')).statusCode).toBe(200);
    // Choosing English is a choice too: it stays chosen, so a Kiswahili phone shows English to this user.
    expect((await put(ids.lenderAgent, 'lenderAgent', { language: 'en' })).json().data).toMatchObject({ language: 'en', languageChosen: true });
    // Another profile edit without a language leaves the choice alone.
    const { name } = (await get(ids.lenderAgent, 'lenderAgent')).json().data;
    expect((await put(ids.lenderAgent, 'lenderAgent', { name })).json().data.languageChosen).toBe(true);
  });

  it('refuses any other value with 400 on the language field, and changes nothing', async () => {
    for (const language of ['fr', 'SW', 'sw-KE', '', 'en-XA', 1, null, 'x'.repeat(10_000)]) {
      const res = await put(ids.seedAgent, 'seedAgent', { language });
      expect(res.statusCode, String(language).slice(0, 20)).toBe(400);
      expect(Object.keys(res.json().details.fields)).toEqual(['language']);
    }
    expect((await get(ids.seedAgent, 'seedAgent')).json().data.language).toBe('en');
  });

  it('follows who may edit whom: a company admin for its agent, not for another company', async () => {
    expect((await put(ids.seedAgent, 'seedAdmin', { language: 'sw' })).statusCode).toBe(200);
    expect((await put(ids.lenderAgent, 'seedAdmin', { language: 'sw' })).statusCode).toBe(404);
    expect((await get(ids.lenderAgent, 'lenderAgent')).json().data.language).toBe('en');
    expect((await put(ids.seedAgent, 'seedAgent', { language: 'en' })).statusCode).toBe(200);
  });

  it('keeps the language chosen at sign-up', async () => {
    const companies = (await t.app.inject({ method: 'GET', url: '/api/companies/all' })).json().companies as { id: string }[];
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-forwarded-for': '10.15.0.2' },
      payload: { name: 'Neema Wanjiru', email: 'neema@lang.test', password: 'secret1', phoneNumber: '0711000150', gender: 'Female', companyId: companies[0].id, language: 'sw' },
    });
    expect(res.statusCode).toBe(201);
    // The device's language at sign-up is the mail's, not a choice: the app keeps following the device.
    expect(res.json().user).toMatchObject({ language: 'sw', languageChosen: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'x-forwarded-for': '10.15.0.3' },
      payload: { name: 'Neema W', email: 'neema2@lang.test', password: 'secret1', phoneNumber: '0711000151', gender: 'Female', companyId: companies[0].id, language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('sends the password reset mail in the user language, English otherwise', async () => {
    const forgot = (identifier: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { identifier }, headers: { 'x-forwarded-for': '10.15.0.4' } });
    expect((await forgot(DEMO.recruit)).statusCode).toBe(200);
    expect(t.mail.at(-1)).toMatchObject({ to: DEMO.recruit, subject: 'Reset your password' });
    expect(t.mail.at(-1)!.text).toContain('Hello ');

    expect((await put(ids.recruit, 'recruit', { language: 'sw' })).statusCode).toBe(200);
    expect((await forgot(DEMO.recruit)).statusCode).toBe(200);
    const mail = t.mail.at(-1)!;
    expect(mail.subject).toBe('Weka upya nenosiri lako');
    expect(mail.text).toMatch(/^Habari /);
    expect(mail.text).toContain('/reset-password/');
    expect(mail.html).toContain('/reset-password/');
    // The API's answer itself stays English for API clients.
    expect((await forgot(DEMO.recruit)).json().message).toBe('Password reset email sent successfully!');
  });
});
