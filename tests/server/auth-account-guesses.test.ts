/**
 * Issue 31 item 5: password guesses at one account are bounded across all addresses by a counter in the
 * database (60 parallel guesses from 60 addresses ran at 12.7 a second, each only slowed). The owner is never
 * locked out: the emailed reset link still works and clears the counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': ip }, payload });
const login = (password: string, ip: string) => post('/api/auth/login', { identifier: DEMO.lenderAgent, password }, ip);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('password guesses per account from every address', () => {
  it('checks 20 of 60 parallel guesses from 60 addresses, refuses the rest with 429, and lets the owner in by the reset link', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(`guess-${i}`, `10.31.${Math.floor(i / 250)}.${i % 250}`)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().message).toMatch(/^Too many sign-in attempts on this account\. Reset your password by email/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Even the right password waits while the window is full...
    expect((await login(DEMO_PASSWORD, '10.31.9.1')).statusCode).toBe(429);
    // ...but the emailed link still works, and after it the owner signs in at once.
    expect((await post('/api/auth/forgot-password', { identifier: DEMO.lenderAgent }, '10.31.9.1')).statusCode).toBe(200);
    const token = /\/reset-password\/([\w-]+)/.exec(t.mail.at(-1)!.text)![1];
    expect((await post('/api/auth/reset-password', { token, newPassword: 'A-new-secret-31' }, '10.31.9.1')).statusCode).toBe(200);
    expect((await login('A-new-secret-31', '10.31.9.1')).statusCode).toBe(200);
  });

  it('opens again once the window ends', async () => {
    for (let i = 0; i < 20; i += 1) await login(`again-${i}`, `10.32.0.${i}`);
    expect((await login('A-new-secret-31', '10.32.1.1')).statusCode).toBe(429);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login('A-new-secret-31', '10.32.1.1')).statusCode).toBe(200);
  });
});
