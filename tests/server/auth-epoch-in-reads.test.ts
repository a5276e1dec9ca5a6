/**
 * Reads that check a cached session in their own statement (ADR 0038): the farmers list runs on the cached
 * session and its page brings the auth epoch of its snapshot. Attacked here by caller × change × moment: a change
 * committed before the request (sign-out, sign-out everywhere, role up and down, company move, deletion), one
 * committed between the cache read and the statement, and every answer that is not the page (a refused query, a
 * refused role, a handler's 404 or crash, no statement reading the epoch) with a revoked token: 401 first.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineEndpoint } from '@shared/contracts/endpoint';
import type { AppDeps } from '@server/context';
import { sawAuthEpoch } from '@server/db/auth-epoch-witness';
import { companies, revokedTokens, users } from '@server/db/schema';
import { notFound } from '@server/lib/app-error';
import { type AuthUser, authenticate } from '@server/plugins/auth';
import * as authRepo from '@server/plugins/auth.repo';
import { registerEndpoint } from '@server/plugins/endpoint';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

// A pass-through spy: how many times a request read the epoch in a statement of its own. A spy on the module's
// export, not vi.mock: the API projects share modules between files (isolate: false, ADR 0073), so the auth plugin
// may already hold this module from an earlier file, and it reads the export at each call.
const epochReads = vi.spyOn(authRepo, 'readAuthEpoch');

/** A test read on the same machinery: what it does is chosen by the path; it answers whom it ran for. */
const testRead = defineEndpoint({
  method: 'GET',
  path: '/test-reads/{act}',
  permission: 'farmers.read',
  summary: 'Test only: a read that checks the session in its own statement',
  tag: 'test',
  params: z.object({ act: z.enum(['witness', 'unwitnessed', 'not-found', 'crash', 'revoke-then-witness']) }),
  query: z.object({ n: z.optional(z.coerce.number().check(z.int())) }),
  response: z.object({ role: z.string(), companyId: z.nullable(z.string()) }),
});

/** Every run of the test read's handler, with the caller it ran for. */
const runs: AuthUser[] = [];

function registerTestRead(app: FastifyInstance, deps: AppDeps): void {
  const witness = async () => sawAuthEpoch((await authRepo.readAuthEpoch(deps.db))!);
  registerEndpoint(
    app,
    deps,
    testRead,
    async ({ user, params }) => {
      runs.push(user);
      if (params.act === 'not-found') throw notFound('Nothing here.');
      if (params.act === 'crash') throw new Error('the handler crashed');
      // Signs the caller's own token out between the cache read (onRequest) and the statement that reads the epoch.
      if (params.act === 'revoke-then-witness' && runs.length === 1) {
        await deps.db.insert(revokedTokens).values({ jti: user.session.jti, userId: user.id, expiresAt: user.session.expiresAt });
      }
      if (params.act !== 'unwitnessed') await witness();
      return { role: user.role, companyId: user.companyId };
    },
    { authEpochInReads: true },
  );
}

let t: TestApp;
let agentId: string;
let seedsasa: string;
let everlend: string;
let original: { role: string; companyId: string | null; name: string };

beforeAll(async () => {
  t = await createTestApp({ register: registerTestRead });
  [{ id: agentId, ...original }] = await t.deps.db.select({ id: users.id, role: users.role, companyId: users.companyId, name: users.name }).from(users).where(eq(users.email, DEMO.seedAgent));
  seedsasa = original.companyId!;
  [{ id: everlend }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'everlend'));
}, 180_000);
afterAll(() => t?.close());
beforeEach(async () => {
  await t.deps.db.execute(sql`update users set role = ${original.role}, company_id = ${original.companyId}, name = ${original.name} where id = ${agentId}`);
  runs.length = 0;
});

const page = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/farmers${query}`, headers: bearer(token) });
const read = (token: string, act: string, query = '') => t.app.inject({ method: 'GET', url: `/api/test-reads/${act}${query}`, headers: bearer(token) });

/** A token of the seed agent whose session this process has cached (its first page authenticated it). */
async function cachedToken(email: string = DEMO.seedAgent): Promise<string> {
  const token = await tokenFor(t, email);
  expect((await page(token)).statusCode).toBe(200);
  expect((await page(token)).statusCode).toBe(200);
  return token;
}

async function signOut(token: string): Promise<void> {
  const { session, id } = await authenticate(t.deps, `Bearer ${token}`);
  await t.deps.db.insert(revokedTokens).values({ jti: session.jti, userId: id, expiresAt: session.expiresAt });
}

const companiesOf = (farmers: { companyId: string }[]) => [...new Set(farmers.map((f) => f.companyId))];

describe('the farmers list on a cached session', () => {
  it('answers without reading the epoch in a statement of its own; other endpoints still do', async () => {
    const token = await cachedToken();
    epochReads.mockClear();
    const res = await page(token, '?county=Nakuru&page=2');
    expect(res.statusCode).toBe(200);
    expect(epochReads).not.toHaveBeenCalled();
    expect(res.json()).not.toHaveProperty('authEpoch');
    expect(res.json().filters).not.toHaveProperty('authEpoch');
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${agentId}`, headers: bearer(token) })).statusCode).toBe(200);
    expect(epochReads).toHaveBeenCalledTimes(1);
  });

  it('signed out (through the endpoint): the next page answers 401', async () => {
    const token = await cachedToken();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    expect((await page(token)).statusCode).toBe(401);
    expect((await page(token)).statusCode).toBe(401);
  });

  it('signed out everywhere (token version): 401, HEAD too', async () => {
    const token = await cachedToken();
    await t.deps.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, agentId));
    expect((await t.app.inject({ method: 'HEAD', url: '/api/farmers', headers: bearer(token) })).statusCode).toBe(401);
    expect((await page(token)).statusCode).toBe(401);
  });

  it('the user deleted: 401', async () => {
    const [row] = await t.deps.db
      .insert(users)
      .values({ name: 'Short Lived', email: `gone-${randomUUID()}@demo.local`, passwordHash: 'x', role: 'engaged_agent', companyId: everlend })
      .returning();
    const token = await cachedToken(row.email);
    await t.deps.db.delete(users).where(eq(users.id, row.id));
    expect((await page(token)).statusCode).toBe(401);
  });

  it('a company move: the new company’s farmers, never the old', async () => {
    const token = await cachedToken();
    expect(companiesOf((await page(token)).json().farmers)).toEqual([seedsasa]);
    await t.deps.db.update(users).set({ companyId: everlend }).where(eq(users.id, agentId));
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(companiesOf(res.json().farmers)).toEqual([everlend]);
    expect(res.json().filters.companies.map((c: { id: string }) => c.id)).toEqual([everlend]);
  });

  it('a role raised (agent → platform admin): every company; lowered again: their own; lowered out of the list: 403', async () => {
    const token = await cachedToken();
    await t.deps.db.update(users).set({ role: 'admin', companyId: null }).where(eq(users.id, agentId));
    const raised = await page(token);
    expect(raised.statusCode).toBe(200);
    expect(raised.json().filters.companies.length).toBeGreaterThan(1);
    await t.deps.db.update(users).set({ role: 'company_admin', companyId: seedsasa }).where(eq(users.id, agentId));
    const lowered = await page(token);
    expect(lowered.json().filters.companies.map((c: { id: string }) => c.id)).toEqual([seedsasa]);
    await t.deps.db.update(users).set({ role: 'potential_agent' }).where(eq(users.id, agentId));
    expect((await page(token)).statusCode).toBe(403);
  });

  it('a role refused on the cached session is confirmed first: the new role gets its page', async () => {
    const token = await tokenFor(t, DEMO.recruit);
    expect((await page(token)).statusCode).toBe(403);
    expect((await page(token)).statusCode).toBe(403);
    const [recruit] = await t.deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, DEMO.recruit));
    await t.deps.db.update(users).set({ role: 'engaged_agent' }).where(eq(users.id, recruit.id));
    try {
      expect((await page(token)).statusCode).toBe(200);
    } finally {
      await t.deps.db.update(users).set({ role: recruit.role }).where(eq(users.id, recruit.id));
    }
  });

  it('a malformed query or a NUL character with a revoked token: 401, not 400', async () => {
    const token = await cachedToken();
    expect((await page(token, '?page=abc')).statusCode).toBe(400);
    expect((await page(token, '?name=a%00b')).statusCode).toBe(400);
    await signOut(token);
    for (const query of ['?page=abc', '?limit=100000', '?name=a%00b', '?registeredById=not-a-uuid']) expect((await page(token, query)).statusCode).toBe(401);
  });

  it('a malformed query after a role change out of the list: 403, not 400', async () => {
    const token = await cachedToken();
    await t.deps.db.update(users).set({ role: 'potential_agent' }).where(eq(users.id, agentId));
    expect((await page(token, '?page=abc')).statusCode).toBe(403);
  });

  it('an expired token whose session is cached: 401', async () => {
    const token = await cachedToken();
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      expect((await page(token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });

  it('the export (no statement reads the epoch) with a revoked token: 401', async () => {
    const token = await cachedToken();
    expect((await page(token, '?exportCsv=true')).statusCode).toBe(200);
    await signOut(token);
    expect((await page(token, '?exportCsv=true')).statusCode).toBe(401);
  });

  it('an epoch moved by someone else: the page is answered for the same caller', async () => {
    const token = await cachedToken();
    await t.deps.db.execute(sql`update auth_epoch set n = n + 1`);
    const res = await page(token);
    expect(res.statusCode).toBe(200);
    expect(companiesOf(res.json().farmers)).toEqual([seedsasa]);
  });
});

describe('the dashboard on a cached session', () => {
  const dashboard = (token: string, path = '/api/dashboard') => t.app.inject({ method: 'GET', url: path, headers: bearer(token) });

  it('answers without an epoch read of its own; signed out: 401, a malformed query too', async () => {
    const token = await cachedToken();
    epochReads.mockClear();
    const res = await dashboard(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.companyInfo).toEqual({ name: 'SeedSasa' });
    expect(epochReads).not.toHaveBeenCalled();
    await signOut(token);
    expect((await dashboard(token)).statusCode).toBe(401);
    expect((await dashboard(token, '/api/dashboard?weeks=abc')).statusCode).toBe(401);
    expect((await dashboard(token, '/api/dashboard/agent')).statusCode).toBe(401);
  });

  it('a company move: the new company’s dashboard; a role raised: the admin view it was refused', async () => {
    const token = await cachedToken();
    expect((await dashboard(token, '/api/dashboard/admin')).statusCode).toBe(403);
    await t.deps.db.update(users).set({ companyId: everlend }).where(eq(users.id, agentId));
    expect((await dashboard(token)).json().data.companyInfo).toEqual({ name: 'Everlend' });
    await t.deps.db.update(users).set({ role: 'company_admin' }).where(eq(users.id, agentId));
    const admin = await dashboard(token, '/api/dashboard/admin');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.companyInfo).toEqual({ name: 'Everlend' });
  });
});

describe('every other answer of such a read waits for the session to be confirmed', () => {
  async function cachedReadToken(): Promise<string> {
    const token = await cachedToken();
    expect((await read(token, 'witness')).statusCode).toBe(200);
    runs.length = 0;
    return token;
  }

  it('the epoch seen by the statement stands: one run, no epoch read of its own', async () => {
    const token = await cachedReadToken();
    epochReads.mockClear();
    expect((await read(token, 'witness')).json()).toEqual({ role: 'engaged_agent', companyId: seedsasa });
    // The statement of the handler itself reads the epoch: one read, none by authentication.
    expect(epochReads).toHaveBeenCalledTimes(1);
    expect(runs).toHaveLength(1);
  });

  it('a 404 or a crash of the handler with a revoked token: 401', async () => {
    const token = await cachedReadToken();
    expect((await read(token, 'not-found')).statusCode).toBe(404);
    expect((await read(token, 'crash')).statusCode).toBe(500);
    await signOut(token);
    expect((await read(token, 'not-found')).statusCode).toBe(401);
    expect((await read(token, 'crash')).statusCode).toBe(401);
  });

  it('no statement read the epoch: confirmed after the handler, before the answer', async () => {
    const token = await cachedReadToken();
    epochReads.mockClear();
    expect((await read(token, 'unwitnessed')).statusCode).toBe(200);
    expect(epochReads).toHaveBeenCalledTimes(1);
    await signOut(token);
    expect((await read(token, 'unwitnessed')).statusCode).toBe(401);
  });

  it('a malformed query or parameter with a revoked token: 401', async () => {
    const token = await cachedReadToken();
    expect((await read(token, 'witness', '?n=x')).statusCode).toBe(400);
    expect((await read(token, 'nothing')).statusCode).toBe(400);
    await signOut(token);
    expect((await read(token, 'witness', '?n=x')).statusCode).toBe(401);
    expect((await read(token, 'nothing')).statusCode).toBe(401);
  });

  it('a role changed: the handler runs again for the new role, whose answer is the one sent', async () => {
    const token = await cachedReadToken();
    await t.deps.db.update(users).set({ role: 'company_admin', companyId: everlend }).where(eq(users.id, agentId));
    expect((await read(token, 'witness')).json()).toEqual({ role: 'company_admin', companyId: everlend });
    expect(runs.map((u) => u.role)).toEqual(['engaged_agent', 'company_admin']);
    runs.length = 0;
    await t.deps.db.update(users).set({ role: 'engaged_agent' }).where(eq(users.id, agentId));
    expect((await read(token, 'not-found')).statusCode).toBe(404);
    expect(runs.map((u) => u.role)).toEqual(['company_admin', 'engaged_agent']);
  });

  it('a sign-out committed between the cache read and the statement: 401', async () => {
    const token = await cachedReadToken();
    expect((await read(token, 'revoke-then-witness')).statusCode).toBe(401);
    expect(runs).toHaveLength(1);
  });
});
