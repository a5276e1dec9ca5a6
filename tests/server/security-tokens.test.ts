/**
 * S4 beyond the auth feature tests: forged, tampered, foreign and expired session tokens answer 401, and no
 * password is stored or answered anywhere but as a scrypt hash (idempotency records included).
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import { companies, users } from '@server/db/schema';
import { TOKEN_TTL_SECONDS } from '@server/plugins/auth';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let token: string;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t, DEMO.seedAgent);
  [{ id: agentId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
const sign = (header: string, body: string, secret: string) => createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');

async function profileWith(authorization: string | undefined) {
  return t.app.inject({ method: 'GET', url: `/api/users/${agentId}`, headers: authorization === undefined ? {} : { authorization } });
}

async function expect401(authorization: string | undefined, message = 'Session expired. Please login again.') {
  const res = await profileWith(authorization);
  expect(res.statusCode, `${authorization}: ${res.body}`).toBe(401);
  expect(res.json()).toEqual({ message, code: 'UNAUTHENTICATED' });
}

describe('S4 session tokens', () => {
  it('lets the genuine token in', async () => {
    expect((await profileWith(`Bearer ${token}`)).statusCode).toBe(200);
  });

  it('refuses a token whose claims were changed (role raised to admin) under the old signature', async () => {
    const [header, , signature] = token.split('.');
    await expect401(`Bearer ${header}.${b64({ ...claimsOf(token), role: 'admin', cid: null })}.${signature}`);
  });

  it('refuses a token with a changed signature, an unsigned ("alg: none") token and one signed with another secret', async () => {
    const [header, body, signature] = token.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    await expect401(`Bearer ${header}.${body}.${flipped}`);
    await expect401(`Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${body}.`);
    await expect401(`Bearer ${header}.${body}.${sign(header, body, 'not-the-server-secret')}`);
  });

  it('refuses another spelling of the genuine token (padding, trailing characters)', async () => {
    await expect401(`Bearer ${token}=`);
    await expect401(`Bearer ${token}!!`);
  });

  it('refuses a token naming a user that does not exist, even correctly signed', async () => {
    const [header] = token.split('.');
    const body = b64({ ...claimsOf(token), sub: '00000000-0000-0000-0000-000000000001' });
    await expect401(`Bearer ${header}.${body}.${sign(header, body, t.deps.config.jwtSecret)}`);
  });

  it('refuses garbage as an expired session, and a request without a bearer token as needing one', async () => {
    await expect401('Bearer not.a.token');
    await expect401('Bearer ', 'Authentication required');
    await expect401(`Basic ${Buffer.from('agent:Demo@1234').toString('base64')}`, 'Authentication required');
    await expect401(undefined, 'Authentication required');
  });

  it('refuses a token once it has expired (30 days), and not a second before', async () => {
    const issuedAt = t.clock.now();
    const fresh = await tokenFor(t, DEMO.seedAgent);
    try {
      t.clock.set(new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000 - 1000));
      expect((await profileWith(`Bearer ${fresh}`)).statusCode).toBe(200);
      t.clock.set(new Date(issuedAt.getTime() + TOKEN_TTL_SECONDS * 1000 + 1000));
      await expect401(`Bearer ${fresh}`);
    } finally {
      t.clock.set(issuedAt);
    }
  });
});

describe('S4 passwords at rest and in answers', () => {
  const PASSWORD = 'Plain-Text-Canary-71';

  it('keeps every password as a scrypt hash', async () => {
    const stored = await t.deps.db.select({ hash: users.passwordHash }).from(users);
    expect(stored.length).toBeGreaterThan(0);
    for (const { hash } of stored) expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]{80,}$/);
  });

  it('stores a new password nowhere in plain text (sign-up with an Idempotency-Key) and answers it nowhere', async () => {
    const [everlend] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'everlend'));
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'idempotency-key': 'security-canary-signup' },
      payload: { name: 'Canary', email: 'canary@example.com', password: PASSWORD, phoneNumber: '0711000222', gender: 'Female', companyId: everlend.id },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: 'canary@example.com', password: PASSWORD } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `/api/users/${login.json().user.id}`, headers: bearer(login.json().token) });
    for (const res of [signup, login, me]) {
      expect(res.body).not.toContain(PASSWORD);
      expect(res.body.toLowerCase()).not.toMatch(/"password(hash)?"/);
    }
    const tables = rowsOf<{ name: string }>(
      await t.deps.db.execute(sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`),
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { name } of tables) {
      const hits = rowsOf<{ n: number }>(
        await t.deps.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)} r where r::text like ${`%${PASSWORD}%`}`),
      );
      expect(hits[0].n, `plain password found in ${name}`).toBe(0);
    }
  });
});
