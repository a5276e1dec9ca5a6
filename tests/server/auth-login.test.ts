import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@shared/contracts/users-common';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { bearer, createTestApp, DEMO, type TestApp } from '../support/test-app';

describe('POST /api/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Each test signs in from its own address, so the per-IP limit of one test does not leak into another. */
  const login = (identifier: unknown, password: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': ip }, payload: { identifier, password } });

  it('signs in by email in any case and answers token, role and the session user', async () => {
    const res = await login('  Agent.SeedSasa@DEMO.local ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.role).toBe('engaged_agent');
    const user = sessionUserSchema.parse(body.user);
    expect(user).toMatchObject({ email: DEMO.seedAgent, companyName: 'SeedSasa', companyKind: 'seed', companySlug: 'seedsasa', role: 'engaged_agent' });
    expect(user.agentProfile).not.toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|password_hash|scrypt/);

    const me = await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it.each(['0700000011', '+254700000011', '254700000011', '0700 000 011', '+254-700-000-011'])('signs in by the phone form %s', async (phone) => {
    const res = await login(phone, DEMO_PASSWORD, '10.0.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO.seedAgent);
  });

  it('answers 401 for a wrong password and 404 for an unknown user', async () => {
    const wrong = await login(DEMO.admin, 'not-the-password', '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const unknownEmail = await login('nobody@demo.local', DEMO_PASSWORD, '10.0.0.3');
    expect(unknownEmail.statusCode).toBe(404);
    expect(unknownEmail.json().message).toBe('No account found with that email or phone number');
    expect((await login('0799999999', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(404);
  });

  it('answers 400 with field errors when the identifier or password is missing', async () => {
    const res = await login('', '', '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({ identifier: 'Email or phone number is required', password: 'Password is required' });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} })).statusCode).toBe(400);
  });

  it('stops guessing on one account from one address after 10 tries in 15 minutes, there only (Retry-After in whole seconds)', async () => {
    const forms = ['0700000021', '+254700000021', '254700000021'];
    for (let i = 0; i < 10; i += 1) expect((await login(forms[i % 3], 'guess', '10.1.0.1')).statusCode).toBe(401);
    // Guessed by phone, blocked by email too from that address, even for the right password.
    const blocked = await login(DEMO.lenderAgent.toUpperCase(), DEMO_PASSWORD, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect(blocked.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // The owner, from another address, signs in.
    expect((await login(DEMO.lenderAgent, DEMO_PASSWORD, '10.1.1.1')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await login('0700000021', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('only slows guessing on one account from many addresses: the owner still signs in, and the slowdown ends', async () => {
    t.clock.slept.length = 0;
    // 19: the 21st check of the account in the window would meet the per-account limit (auth-account-guesses.test.ts).
    for (let i = 0; i < 19; i += 1) expect((await login(DEMO.recruit, 'guess', `10.5.0.${i}`)).statusCode).toBe(401);
    expect(t.clock.slept).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, ...Array(11).fill(3000)]);
    expect((await login(DEMO.recruit, DEMO_PASSWORD, '10.5.1.1')).statusCode).toBe(200);
    expect(t.clock.slept.at(-1)).toBe(3000);
    expect((await login(DEMO.recruit, 'typo', '10.5.1.1')).statusCode).toBe(401);
    expect(t.clock.slept.at(-1)).toBe(0);
  });

  it('a successful sign-in clears the earlier failures of that account', async () => {
    for (let i = 0; i < 9; i += 1) expect((await login(DEMO.seedAdmin, 'typo', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(DEMO.seedAdmin, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await login(DEMO.seedAdmin, 'typo', '10.2.0.1')).statusCode).toBe(401);
    expect((await login(DEMO.seedAdmin, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });

  it('keeps no session token at rest when a sign-in carries an Idempotency-Key, and still counts it', async () => {
    const headers = { 'x-forwarded-for': '10.4.0.1', 'idempotency-key': '6b0c5a8e-4d1f-4c1e-9d7a-1f2e3d4c5b6a' };
    const payload = { identifier: DEMO.lenderAdmin, password: 'wrong' };
    for (let i = 0; i < 10; i += 1) expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload })).statusCode).toBe(429);
    t.clock.advance(16 * 60 * 1000);
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { ...payload, password: DEMO_PASSWORD } });
    expect(ok.statusCode).toBe(200);
    const stored = await t.deps.db.execute(sql`select * from idempotency_keys`);
    expect(JSON.stringify(stored)).not.toContain(ok.json().token);
  });

  it('limits one address spraying many accounts to 30 tries a minute and 200 an hour', async () => {
    for (let i = 0; i < 30; i += 1) expect((await login(`sprayed${i}@demo.local`, 'x', '10.3.0.1')).statusCode).toBe(404);
    const res = await login(DEMO.recruit, DEMO_PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(DEMO.recruit, DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
    let tries = 30;
    while (tries < 200) {
      t.clock.advance(61 * 1000);
      for (let i = 0; i < 30 && tries < 200; i += 1, tries += 1) expect((await login(`sprayed${tries}@demo.local`, 'x', '10.3.0.1')).statusCode).toBe(404);
    }
    t.clock.advance(61 * 1000);
    const hourly = await login(`sprayed${tries}@demo.local`, 'x', '10.3.0.1');
    expect(hourly.statusCode).toBe(429);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(60);
  });
});
