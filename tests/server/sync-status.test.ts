import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '@server/db/schema';
import { recordDeviceReport, syncStatusOf } from '@server/modules/sync/sync.repo';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { createWriteTestApp } from '../support/two-process-app';

interface Row {
  email: string;
  companyId: string | null;
  backlog: number;
  lastSyncAt: string | null;
  oldestEntryAgeSeconds: number;
}

describe('GET /api/sync/status', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  let seedsasa: string;
  let everlend: string;
  const status = async (email: string, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/sync/status${query}`, headers: bearer(await tokenFor(t, email)) });
    return { statusCode: res.statusCode, body: res.json() as { users: Row[]; pagination: { totalItems: number; totalPages: number; currentPage: number } } };
  };

  beforeAll(async () => {
    t = await createWriteTestApp({ now: '2026-05-01T09:00:00Z' });
    for (const u of await t.deps.db.select({ id: users.id, email: users.email }).from(users)) ids[u.email] = u.id;
    const bySlug = async (slug: string) => (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)))[0].id;
    seedsasa = await bySlug('seedsasa');
    everlend = await bySlug('everlend');
    // Reported through a real sync for one agent, straight through the repo for the other.
    await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(await tokenFor(t, DEMO.seedAgent)),
      payload: { device: { backlog: 12, oldestEntryAgeSeconds: 7200, deviceId: 'tecno-1' }, entries: [] },
    });
    await recordDeviceReport(t.deps.db, ids[DEMO.lenderAgent], { backlog: 0, oldestEntryAgeSeconds: 0 }, new Date('2026-04-30T18:00:00Z'));
  });
  afterAll(() => t.close());

  it('shows an admin every company, the users with unsent work first', async () => {
    const { statusCode, body } = await status(DEMO.admin, '?limit=100');
    expect(statusCode).toBe(200);
    expect(body.users[0]).toMatchObject({ email: DEMO.seedAgent, backlog: 12, oldestEntryAgeSeconds: 7200, lastSyncAt: '2026-05-01T09:00:00.000Z' });
    const companiesSeen = new Set(body.users.map((u) => u.companyId));
    expect(companiesSeen.has(seedsasa) && companiesSeen.has(everlend)).toBe(true);
    const lender = body.users.find((u) => u.email === DEMO.lenderAgent);
    expect(lender).toMatchObject({ backlog: 0, lastSyncAt: '2026-04-30T18:00:00.000Z' });
    const never = body.users.find((u) => u.email === DEMO.recruit);
    expect(never).toMatchObject({ backlog: 0, lastSyncAt: null, oldestEntryAgeSeconds: 0 });
  });

  it('filters an admin by company and by unsent work', async () => {
    const lender = await status(DEMO.admin, `?companyId=${everlend}&limit=100`);
    expect(lender.body.users.every((u) => u.companyId === everlend)).toBe(true);
    const backlog = await status(DEMO.admin, '?withBacklog=true');
    expect(backlog.body.users.map((u) => u.email)).toEqual([DEMO.seedAgent]);
    expect(backlog.body.pagination.totalItems).toBe(1);
  });

  it('shows a company admin their own company only, whatever they ask for', async () => {
    const own = await status(DEMO.seedAdmin, `?companyId=${everlend}&limit=100`);
    expect(own.statusCode).toBe(200);
    expect(own.body.users.length).toBeGreaterThan(0);
    expect(own.body.users.every((u) => u.companyId === seedsasa)).toBe(true);
    expect((await status(DEMO.lenderAdmin, '?withBacklog=true')).body.users).toEqual([]);
  });

  it('pages with the usual pagination', async () => {
    const all = await status(DEMO.admin, '?limit=100');
    const page2 = await status(DEMO.admin, '?limit=2&page=2');
    expect(page2.body.pagination).toMatchObject({ currentPage: 2, totalItems: all.body.pagination.totalItems, totalPages: Math.ceil(all.body.pagination.totalItems / 2) });
    expect(page2.body.users.map((u) => u.email)).toEqual(all.body.users.slice(2, 4).map((u) => u.email));
  });

  it('refuses agents (403) and callers without a token (401)', async () => {
    expect((await status(DEMO.seedAgent)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/sync/status' })).statusCode).toBe(401);
  });

  it('gives screens listing users their sync status by id', async () => {
    const map = await syncStatusOf(t.deps.db, [ids[DEMO.seedAgent], ids[DEMO.recruit]]);
    expect(map.get(ids[DEMO.seedAgent])).toMatchObject({ backlog: 12, oldestEntryAgeSeconds: 7200 });
    expect(map.has(ids[DEMO.recruit])).toBe(false);
  });
});
