/**
 * Issue 13 item 4: sign-out on the server (ADR 0013). `POST /api/auth/logout` revokes the token it is sent with,
 * `POST /api/auth/logout-all` every token of the user; a revoked token answers 401 on every endpoint and inside
 * `/api/sync` (the whole batch). Revocations of expired tokens are purged.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokedTokens, users } from '@server/db/schema';
import { purgeExpiredAccountRows } from '@server/modules/accounts/sessions.service';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { DEMO, type TestApp, bearer, createTestApp } from '../support/test-app';

let t: TestApp;
let agentId: string;

beforeAll(async () => {
  t = await createTestApp();
  [{ id: agentId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
}, 180_000);
afterAll(() => t?.close());

const signIn = async (email: string = DEMO.seedAgent): Promise<string> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': `10.77.0.${Math.floor(Math.random() * 250)}` }, payload: { identifier: email, password: DEMO_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
};
const post = (url: string, token: string) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/${agentId}`, headers: bearer(token) });
const sync = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sync',
    headers: bearer(token),
    payload: {
      device: { backlog: 1, oldestEntryAgeSeconds: 0 },
      entries: [{ id: randomUUID(), method: 'PUT', path: `/users/${agentId}`, body: { name: 'Written After Sign-out' } }],
    },
  });

describe('sign-out on the server', () => {
  it('revokes the token it is sent with, there only: the same user on another device stays signed in', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    expect((await me(phone)).statusCode).toBe(200);
    const out = await post('/auth/logout', phone);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out successfully' });
    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHENTICATED');
    expect((await post('/auth/logout', phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('answers a whole sync batch with 401 for a revoked token, writing nothing', async () => {
    const token = await signIn();
    await post('/auth/logout', token);
    const res = await sync(token);
    expect(res.statusCode).toBe(401);
    const [stored] = await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, agentId));
    expect(stored.name).not.toBe('Written After Sign-out');
  });

  it('signs every device out with logout-all, this one included; a new sign-in works', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const out = await post('/auth/logout-all', laptop);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out of all devices' });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await sync(phone)).statusCode).toBe(401);
    expect((await me(await signIn())).statusCode).toBe(200);
  });

  it('ends nobody else’s session', async () => {
    const agent = await signIn();
    const admin = await signIn(DEMO.seedAdmin);
    await post('/auth/logout-all', admin);
    expect((await me(agent)).statusCode).toBe(200);
  });

  it('purges the revocations of tokens that have expired, and keeps the others', async () => {
    const token = await signIn();
    await post('/auth/logout', token);
    const count = async () => (await t.deps.db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.userId, agentId))).length;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await purgeExpiredAccountRows(t.deps);
    expect(await count()).toBe(before);
    t.clock.advance(31 * 24 * 3600 * 1000);
    await purgeExpiredAccountRows(t.deps);
    expect(await count()).toBe(0);
  });
});
