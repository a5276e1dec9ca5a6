/**
 * The per-process session cache (ADR 0024): what a token stands for is cached and reused while the auth
 * epoch has not moved; every change that affects authentication raises the epoch in its own transaction, so
 * the next request sees it, in this process and in any other on the same database (a second app instance
 * with a cache of its own, and a server process of its own on PostgreSQL).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '@server/context';
import { openPostgres } from '@server/db/client';
import { companies, revokedTokens, users } from '@server/db/schema';
import { readAuthEpoch } from '@server/plugins/auth.repo';
import { type AuthUser, authenticate } from '@server/plugins/auth';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { schemaOf } from '../support/two-process-app';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor, usingPostgres } from '../support/test-app';

let t: TestApp;
let agentId: string;
let everlend: string;
let original: { role: string; companyId: string | null; name: string };

beforeAll(async () => {
  t = await createTestApp();
  [{ id: agentId, ...original }] = await t.deps.db.select({ id: users.id, role: users.role, companyId: users.companyId, name: users.name }).from(users).where(eq(users.email, DEMO.seedAgent));
  [{ id: everlend }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'everlend'));
}, 180_000);
afterAll(() => t?.close());

const whoIs = (deps: AppDeps, token: string): Promise<AuthUser | 401> =>
  authenticate(deps, `Bearer ${token}`).catch((err: { status?: number }) => {
    if (err.status === 401) return 401 as const;
    throw err;
  });

/** A token whose session is already cached (asked twice: the second answer comes from the cache). */
async function warmToken(deps: AppDeps = t.deps): Promise<string> {
  const token = await tokenFor(t, DEMO.seedAgent);
  expect(await whoIs(deps, token)).toMatchObject({ id: agentId, role: 'engaged_agent' });
  expect(await whoIs(deps, token)).toMatchObject({ id: agentId, role: 'engaged_agent' });
  return token;
}

const restoreAgent = () => t.deps.db.execute(sql`update users set role = ${original.role}, company_id = ${original.companyId}, name = ${original.name} where id = ${agentId}`);

describe('session cache: every change that affects authentication is seen by the next request', () => {
  beforeEach(async () => {
    await restoreAgent();
  });

  it('a role change', async () => {
    const token = await warmToken();
    await t.deps.db.update(users).set({ role: 'potential_agent' }).where(eq(users.id, agentId));
    expect(await whoIs(t.deps, token)).toMatchObject({ role: 'potential_agent' });
  });

  it('a company move', async () => {
    const token = await warmToken();
    await t.deps.db.update(users).set({ companyId: everlend }).where(eq(users.id, agentId));
    expect(await whoIs(t.deps, token)).toMatchObject({ companyId: everlend });
  });

  it('a name change', async () => {
    const token = await warmToken();
    await t.deps.db.update(users).set({ name: 'Renamed Agent' }).where(eq(users.id, agentId));
    expect(await whoIs(t.deps, token)).toMatchObject({ name: 'Renamed Agent' });
  });

  it('a token version raised (password, email or phone change, sign-out everywhere): 401', async () => {
    const token = await warmToken();
    await t.deps.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, agentId));
    expect(await whoIs(t.deps, token)).toBe(401);
  });

  it('the token signed out: 401, other tokens of the user still valid', async () => {
    const token = await warmToken();
    const other = await warmToken();
    const { jti, expiresAt } = (await whoIs(t.deps, token) as AuthUser).session;
    await t.deps.db.insert(revokedTokens).values({ jti, userId: agentId, expiresAt });
    expect(await whoIs(t.deps, token)).toBe(401);
    expect(await whoIs(t.deps, other)).toMatchObject({ id: agentId });
  });

  it("a change to the user's company (its time zone, name or kind, cached with the session)", async () => {
    const token = await warmToken();
    const [{ companyId }] = await t.deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, agentId));
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, companyId!));
    expect(await whoIs(t.deps, token)).toMatchObject({ company: { id: company.id, timeZone: company.timeZone } });
    await t.deps.db.update(companies).set({ timeZone: 'Africa/Kampala' }).where(eq(companies.id, company.id));
    try {
      expect(await whoIs(t.deps, token)).toMatchObject({ company: { id: company.id, timeZone: 'Africa/Kampala' } });
    } finally {
      await t.deps.db.update(companies).set({ timeZone: company.timeZone }).where(eq(companies.id, company.id));
    }
    expect(await whoIs(t.deps, token)).toMatchObject({ company: { timeZone: company.timeZone } });
  });

  it('a company move brings the new company with the session', async () => {
    const token = await warmToken();
    await t.deps.db.update(users).set({ companyId: everlend }).where(eq(users.id, agentId));
    expect(await whoIs(t.deps, token)).toMatchObject({ companyId: everlend, company: { id: everlend, slug: 'everlend', kind: 'lender' } });
  });

  it('the user deleted: 401', async () => {
    const [row] = await t.deps.db
      .insert(users)
      .values({ name: 'Short Lived', email: `gone-${randomUUID()}@demo.local`, passwordHash: 'x', role: 'engaged_agent', companyId: everlend })
      .returning();
    const token = await tokenFor(t, row.email);
    expect(await whoIs(t.deps, token)).toMatchObject({ id: row.id });
    expect(await whoIs(t.deps, token)).toMatchObject({ id: row.id });
    await t.deps.db.delete(users).where(eq(users.id, row.id));
    expect(await whoIs(t.deps, token)).toBe(401);
  });

  it('through the endpoints: logout and logout-all answer 401 at once', async () => {
    const login = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-forwarded-for': '10.78.0.1' }, payload: { identifier: DEMO.seedAgent, password: DEMO_PASSWORD } });
      expect(res.statusCode).toBe(200);
      return res.json().token as string;
    };
    const me = (token: string) => t.app.inject({ method: 'GET', url: `/api/users/${agentId}`, headers: bearer(token) });
    const [a, b] = [await login(), await login()];
    for (const token of [a, b, a, b]) expect((await me(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(a) })).statusCode).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(b) })).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(401);
  });

  it('writes that do not affect authentication leave the epoch (and the cache) alone', async () => {
    await warmToken();
    const before = await readAuthEpoch(t.deps.db);
    await t.deps.db.update(users).set({ photoUrl: null, gender: 'Female' }).where(eq(users.id, agentId));
    await t.deps.db.execute(sql`delete from revoked_tokens where expires_at < now() - interval '100 years'`);
    expect(await readAuthEpoch(t.deps.db)).toBe(before);
  });

  it('is used: a role change made with the epoch trigger off is not seen until the epoch moves', async () => {
    const token = await warmToken();
    await t.deps.db.execute(sql`alter table users disable trigger users_auth_epoch_update`);
    try {
      await t.deps.db.update(users).set({ role: 'potential_agent' }).where(eq(users.id, agentId));
    } finally {
      await t.deps.db.execute(sql`alter table users enable trigger users_auth_epoch_update`);
    }
    expect(await whoIs(t.deps, token)).toMatchObject({ role: 'engaged_agent' });
    await t.deps.db.execute(sql`update auth_epoch set n = n + 1`);
    expect(await whoIs(t.deps, token)).toMatchObject({ role: 'potential_agent' });
  });

  it('an expired token is refused even when its session is cached', async () => {
    const token = await warmToken();
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      expect(await whoIs(t.deps, token)).toBe(401);
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });
});

describe.runIf(usingPostgres())('session cache: two app instances and two processes on one PostgreSQL database', () => {
  let second: AppDeps;
  let close: () => Promise<void>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { searchPath: await schemaOf(t.deps.db), max: 3 });
    second = { ...t.deps, database, db: database.db };
    close = () => database.close();
  });
  afterAll(async () => {
    child?.kill('SIGTERM');
    await close();
  });
  beforeEach(async () => {
    await restoreAgent();
  });

  it('a change committed through one instance is seen by the other on its next request', async () => {
    const token = await warmToken(second);
    await t.deps.db.update(users).set({ role: 'potential_agent', companyId: everlend }).where(eq(users.id, agentId));
    expect(await whoIs(second, token)).toMatchObject({ role: 'potential_agent', companyId: everlend });
    const { session } = (await whoIs(t.deps, token)) as AuthUser;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect(session.jti).toBeTruthy();
    expect(await whoIs(second, token)).toBe(401);
  });

  it('a token signed out in this process answers 401 at once in a server process of its own', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/support/two-process-server.ts')], {
      env: { ...process.env, TEST_SCHEMA: await schemaOf(t.deps.db), JWT_SECRET: t.deps.config.jwtSecret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = server;
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      server.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const port = /listening (\d+)/.exec(out)?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const [one, all] = [await tokenFor(t, DEMO.seedAgent), await tokenFor(t, DEMO.seedAgent)];
    const me = (token: string) => fetch(`${url}/api/users/${agentId}`, { headers: bearer(token) }).then((r) => r.status);
    // The farmers list checks a cached session in its page's own statement (ADR 0038).
    const farmers = (token: string) => fetch(`${url}/api/farmers`, { headers: bearer(token) }).then((r) => r.status);
    for (const token of [one, all, one, all]) expect([await me(token), await farmers(token)]).toEqual([200, 200]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(one) })).statusCode).toBe(200);
    expect(await farmers(one)).toBe(401);
    expect(await me(one)).toBe(401);
    expect([await farmers(all), await me(all)]).toEqual([200, 200]);
    // A company move committed here: the other process's next page lists the new company's farmers only.
    await t.deps.db.update(users).set({ companyId: everlend }).where(eq(users.id, agentId));
    const moved = (await fetch(`${url}/api/farmers`, { headers: bearer(all) }).then((r) => r.json())) as { farmers: { companyId: string }[] };
    expect(moved.farmers.length).toBeGreaterThan(0);
    expect(new Set(moved.farmers.map((f) => f.companyId))).toEqual(new Set([everlend]));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(all) })).statusCode).toBe(200);
    expect(await farmers(all)).toBe(401);
    expect(await me(all)).toBe(401);
  }, 60_000);
});
