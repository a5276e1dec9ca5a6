import { accessOf } from '@shared/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '@server/db/schema';
import { ENDPOINTS } from '@shared/endpoints';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { bearer, createTestApp, DEMO, type TestApp } from '../support/test-app';

describe('forgot password and reset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown, ip = '10.9.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-forwarded-for': ip } });
  const forgot = (identifier: string, ip?: string) => post('/api/auth/forgot-password', { identifier }, ip);
  const reset = (token: string, newPassword: string) => post('/api/auth/reset-password', { token, newPassword });
  const verify = (token: string) => t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${token}` });
  const login = (identifier: string, password: string) => post('/api/auth/login', { identifier, password });
  /** Any signed-in read an engaged agent may make: proves whether a token is still accepted. */
  const guarded = ENDPOINTS.find(
    (e) => e.method === 'GET' && !e.path.includes('{') && (accessOf(e) === 'signed-in' || accessOf(e).includes('engaged_agent')),
  )!;
  const readWith = (token: string) => t.app.inject({ method: 'GET', url: `/api${guarded.path}`, headers: bearer(token) });
  /** The token in the last mail sent, as the user would click it. */
  const lastToken = () => {
    const match = /http:\/\/portal\.test\/reset-password\/([\w-]+)/.exec(t.mail.at(-1)!.text);
    if (!match) throw new Error('no reset link in the last mail');
    return match[1];
  };

  it('runs the full cycle: mail with the link, verify, reset, old session 401, new password works', async () => {
    const oldSession = (await login(DEMO.seedAgent, DEMO_PASSWORD)).json().token as string;
    expect(guarded).toBeDefined();
    expect((await readWith(oldSession)).statusCode).not.toBe(401);

    const sent = await forgot('0700000011');
    expect(sent.statusCode).toBe(200);
    expect(t.mail.at(-1)!.to).toBe(DEMO.seedAgent);
    expect(t.mail.at(-1)!.html).toContain('/reset-password/');
    const token = lastToken();
    expect(token.length).toBeGreaterThanOrEqual(40);

    const checked = await verify(token);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email: DEMO.seedAgent });

    const done = await reset(token, 'new-secret');
    expect(done.statusCode).toBe(200);

    expect((await login(DEMO.seedAgent, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(DEMO.seedAgent, 'new-secret')).statusCode).toBe(200);
    expect((await readWith(oldSession)).statusCode).toBe(401);
    const fresh = (await login(DEMO.seedAgent, 'new-secret')).json().token as string;
    expect((await readWith(fresh)).statusCode).not.toBe(401);
  });

  it('stores only a hash of the token', async () => {
    await forgot(DEMO.recruit);
    const token = lastToken();
    const rows = await t.deps.db.select().from(passwordResetTokens);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toBe(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a reused token with 400 and the spec message', async () => {
    await forgot(DEMO.lenderAgent);
    const token = lastToken();
    expect((await reset(token, 'first-new')).statusCode).toBe(200);
    const again = await reset(token, 'second-new');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid or expired reset token');
    expect((await verify(token)).statusCode).toBe(400);
    expect((await login(DEMO.lenderAgent, 'first-new')).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous resets with one token succeed', async () => {
    await forgot(DEMO.recruit, '10.9.4.1');
    const token = lastToken();
    const results = await Promise.all([reset(token, 'racer-one'), reset(token, 'racer-two')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired token (over 1 hour) and an unknown one', async () => {
    await forgot(DEMO.lenderAdmin);
    const token = lastToken();
    t.clock.advance(59 * 60 * 1000);
    expect((await verify(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 1000);
    expect((await verify(token)).statusCode).toBe(400);
    const late = await reset(token, 'too-late');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid or expired reset token');
    expect((await verify('not-a-real-token')).statusCode).toBe(400);
    expect((await login(DEMO.lenderAdmin, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a reset spends every other open link of the account', async () => {
    await forgot(DEMO.seedAdmin, '10.9.1.1');
    const first = lastToken();
    await forgot(DEMO.seedAdmin, '10.9.1.1');
    const second = lastToken();
    expect((await reset(second, 'latest-one')).statusCode).toBe(200);
    expect((await reset(first, 'older-one')).statusCode).toBe(400);
  });

  it('answers 404 with the spec message for an unknown identifier, and 400 for a short password', async () => {
    const res = await forgot('nobody@example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No account found with that email or phone number');
    const short = await reset('whatever', '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().details.fields.newPassword).toBe('Password must be at least 6 characters long');
  });

  it('limits reset mails per account (5 an hour) and answers 429', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot(DEMO.admin, `10.9.2.${i}`)).statusCode).toBe(200);
    const res = await forgot('+254700000000', '10.9.2.9');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many attempts/);
  });

  it('answers 503 with a clear message when the mail cannot be sent', async () => {
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await forgot('0700000012', '10.9.3.1');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Failed to send reset email. Please try again later.');
    } finally {
      t.deps.mailer.send = send;
    }
  });
});
