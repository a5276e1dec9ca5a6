import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, incentiveOptions, pointEvents, users } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
const ids = { seedsasa: '', everlend: '', seedAgent: '', lenderAgent: '', dataBundle: '' };

const call = (who: keyof typeof DEMO, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(tokens[who]), ...(body ? { payload: body } : {}) });
const OPTIONS = '/admin/gamification/incentive-options';
const valid = { type: 'SHORT_TERM', title: 'Solar lamp', description: 'A solar lamp for evening visits.', pointsNeeded: 400, reward: 'Solar lamp' };

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-18T09:00:00Z' });
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key]);
  const byEmail = async (email: string) => (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  const bySlug = async (slug: string) => (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)))[0].id;
  ids.seedsasa = await bySlug('seedsasa');
  ids.everlend = await bySlug('everlend');
  ids.seedAgent = await byEmail(DEMO.seedAgent);
  ids.lenderAgent = await byEmail(DEMO.lenderAgent);
  ids.dataBundle = (await t.deps.db.select({ id: incentiveOptions.id }).from(incentiveOptions).where(eq(incentiveOptions.title, 'Data bundle')))[0].id;
});
afterAll(() => t.close());

describe('incentive options CRUD', () => {
  it('is admin only for writes and validates the form', async () => {
    expect((await call('seedAdmin', 'POST', OPTIONS, valid)).statusCode).toBe(403);
    expect((await call('seedAgent', 'POST', OPTIONS, valid)).statusCode).toBe(403);
    expect((await call('admin', 'POST', OPTIONS, { ...valid, pointsNeeded: 0 })).json().details.fields.pointsNeeded).toBe('Points needed must be a whole number of at least 1');
    expect((await call('admin', 'POST', OPTIONS, { ...valid, pointsNeeded: 2.5 })).statusCode).toBe(400);
    expect((await call('admin', 'POST', OPTIONS, { ...valid, title: '' })).json().details.fields.title).toBe('Title is required');
  });

  it('creates, updates and deletes an option nobody selected; refuses to delete a selected one', async () => {
    const created = await call('admin', 'POST', OPTIONS, { ...valid, reward: '' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Solar lamp', stages: { pointsNeeded: 400, reward: null }, selectionCount: 0 });
    const id = created.json().data.id;
    const updated = await call('admin', 'PUT', `${OPTIONS}/${id}`, { ...valid, pointsNeeded: 450 });
    expect(updated.json().data.stages).toEqual({ pointsNeeded: 450, reward: 'Solar lamp' });

    const selected = (await call('admin', 'GET', OPTIONS)).json().data.find((o: { id: string }) => o.id === ids.dataBundle);
    expect(selected.selectionCount).toBeGreaterThan(0);
    const refused = await call('admin', 'DELETE', `${OPTIONS}/${ids.dataBundle}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete - agents have selected this option');

    expect((await call('admin', 'DELETE', `${OPTIONS}/${id}`)).json()).toEqual({ success: true, message: 'Incentive option deleted successfully' });
    expect((await call('admin', 'DELETE', `${OPTIONS}/${id}`)).statusCode).toBe(404);
  });

  it('counts selections of the own company only for a company admin', async () => {
    // Data bundle is Everlend's agent's choice in the demo data.
    const seen = (await call('seedAdmin', 'GET', OPTIONS)).json().data.find((o: { id: string }) => o.id === ids.dataBundle);
    expect(seen.selectionCount).toBe(0);
  });
});

describe('statistics and activity overview', () => {
  it('keeps a company admin to its own company', async () => {
    const all = (await call('admin', 'GET', '/admin/gamification/statistics')).json().data;
    const own = (await call('seedAdmin', 'GET', '/admin/gamification/statistics')).json().data;
    expect(own.totalAgents).toBe(2); // SeedSasa's agent and recruit
    expect(all.totalAgents).toBeGreaterThan(own.totalAgents);
    expect(own.shortTermPopularity.find((p: { optionTitle: string }) => p.optionTitle === 'Data bundle').selections).toBe(0);
    expect(own.shortTermPopularity.find((p: { optionTitle: string }) => p.optionTitle === 'Airtime bundle')).toMatchObject({ selections: 1, percentage: 100 });
    expect(all.activeSelections).toBe(4);
    expect(own.activeSelections).toBe(2);

    const overview = (await call('seedAdmin', 'GET', '/admin/gamification/activity-overview')).json().data;
    const seedNames = ['David Kiptoo', 'Felix Mutua', 'Brian Otieno'];
    expect(overview.recentActivities).toHaveLength(10);
    expect(overview.recentActivities.every((a: { agentName: string }) => seedNames.includes(a.agentName))).toBe(true);
    expect(overview.topPerformingAgents.every((a: { userEmail: string }) => a.userEmail.endsWith('@demo.local') && a.userEmail !== DEMO.lenderAgent)).toBe(true);
    const adminOverview = (await call('admin', 'GET', '/admin/gamification/activity-overview')).json().data;
    expect(adminOverview.totalPointsAwarded).toBeGreaterThan(overview.totalPointsAwarded);
    expect(adminOverview.topPerformingAgents.length).toBeLessThanOrEqual(10);
  });

  it('records an activity with a reason for a user of the own company only', async () => {
    const other = await call('seedAdmin', 'POST', '/admin/gamification/record-activity', { userId: ids.lenderAgent, activityType: 'ATTEND_CHECKIN', reason: 'Field day' });
    expect(other.statusCode).toBe(404);
    const own = await call('seedAdmin', 'POST', '/admin/gamification/record-activity', { userId: ids.seedAgent, activityType: 'ATTEND_CHECKIN', reason: 'Field day in Nakuru' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.pointsEarned).toBe(10);
    const [row] = await t.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, ids.seedAgent), eq(pointEvents.reason, 'Field day in Nakuru')));
    expect(row).toMatchObject({ activityType: 'ATTEND_CHECKIN', points: 10, companyId: ids.seedsasa });
    expect((await call('seedAgent', 'POST', '/admin/gamification/record-activity', { userId: ids.seedAgent, activityType: 'ATTEND_CHECKIN', reason: 'x' })).statusCode).toBe(403);
  });
});

describe('agent performance report', () => {
  it('lists agents of the own company only for a company admin, whatever company it asks for', async () => {
    const res = await call('seedAdmin', 'GET', `/admin/gamification/report?companyId=${ids.everlend}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.filters.availableCompanies).toEqual([{ id: ids.seedsasa, name: 'SeedSasa' }]);
    expect(body.data.map((r: { agentEmail: string }) => r.agentEmail).sort()).toEqual([DEMO.seedAgent, DEMO.recruit].sort());
    expect(body.data.every((r: { companyName: string }) => r.companyName === 'SeedSasa')).toBe(true);

    const all = (await call('admin', 'GET', '/admin/gamification/report')).json();
    expect(all.filters.availableCompanies.length).toBeGreaterThanOrEqual(2);
    expect(all.data.some((r: { agentEmail: string }) => r.agentEmail === DEMO.lenderAgent)).toBe(true);
    const lenderOnly = (await call('admin', 'GET', `/admin/gamification/report?companyId=${ids.everlend}`)).json().data;
    expect(lenderOnly.every((r: { companyName: string }) => r.companyName === 'Everlend')).toBe(true);
  });

  it('sums points and activities in the date range and filters by tier and name', async () => {
    const [row] = (await call('admin', 'GET', '/admin/gamification/report?agentName=kiptoo')).json().data;
    expect(row).toMatchObject({ agentName: 'David Kiptoo', role: 'engaged_agent', companyName: 'SeedSasa' });
    const all = await t.deps.db.select({ p: pointEvents.points }).from(pointEvents).where(eq(pointEvents.userId, ids.seedAgent));
    const total = all.reduce((s, r) => s + r.p, 0);
    const n = all.length;
    expect(row.totalPoints).toBe(total);
    expect(row.totalActivities).toBe(n);
    expect(row.averagePointsPerActivity).toBe(Math.round((total / n) * 10) / 10);

    // 18 November in Nairobi: 17 Nov 21:00 UTC to 18 Nov 21:00 UTC, Date To inclusive.
    const events = await t.deps.db
      .select({ p: pointEvents.points })
      .from(pointEvents)
      .where(and(eq(pointEvents.userId, ids.seedAgent), gte(pointEvents.recordedAt, new Date('2026-11-17T21:00:00Z')), lt(pointEvents.recordedAt, new Date('2026-11-18T21:00:00Z'))));
    expect(events.length).toBeGreaterThan(0);
    const today = (await call('admin', 'GET', '/admin/gamification/report?agentName=kiptoo&dateFrom=2026-11-18&dateTo=2026-11-18')).json().data[0];
    expect(today).toMatchObject({ totalPoints: total, tier: row.tier, pointsInRange: events.reduce((s, e) => s + e.p, 0), totalActivities: events.length });
    const none = (await call('admin', 'GET', '/admin/gamification/report?agentName=kiptoo&dateFrom=2030-01-01')).json().data[0];
    expect(none).toMatchObject({ totalPoints: total, tier: row.tier, pointsInRange: 0, totalActivities: 0, averagePointsPerActivity: 0 });
    expect(row.pointsInRange).toBe(total);

    const tier = row.tier as string;
    const inTier = (await call('admin', 'GET', `/admin/gamification/report?tier=${encodeURIComponent(tier)}`)).json().data;
    expect(inTier.some((r: { userId: string }) => r.userId === ids.seedAgent)).toBe(true);
    expect(inTier.every((r: { tier: string }) => r.tier === tier)).toBe(true);
    // Tiers are by total points (spec part 2 §7), so dates without any points keep the agent in its tier.
    const datedTier = (await call('admin', 'GET', `/admin/gamification/report?tier=${encodeURIComponent(tier)}&dateFrom=2030-01-01`)).json().data;
    expect(datedTier.map((r: { userId: string }) => r.userId)).toEqual(inTier.map((r: { userId: string }) => r.userId));
    expect((await call('admin', 'GET', '/admin/gamification/report?tier=Legend')).statusCode).toBe(400);
  });

  it('exports the same rows as gamification-report.csv, formula-safe, own company only', async () => {
    await t.deps.db.update(users).set({ name: '=HYPERLINK("http://x","y")' }).where(eq(users.id, ids.seedAgent));
    const res = await call('seedAdmin', 'GET', `/admin/gamification/export-csv?companyId=${ids.everlend}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gamification-report.csv"');
    expect(res.body.startsWith('\uFEFFAgent Name,Email,Company,Role,Total Points,Tier,Activities,Avg Points,Joined Date\r\n')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    const report = (await call('seedAdmin', 'GET', '/admin/gamification/report')).json().data;
    expect(lines).toHaveLength(report.length + 1);
    expect(res.body).not.toContain(DEMO.lenderAgent);
    const agentLine = lines.find((l) => l.includes(DEMO.seedAgent))!;
    const agentRow = report.find((r: { userId: string }) => r.userId === ids.seedAgent);
    expect(agentLine).toBe(
      `"'=HYPERLINK(""http://x"",""y"")",${DEMO.seedAgent},SeedSasa,engaged_agent,${agentRow.totalPoints},${agentRow.tier},${agentRow.totalActivities},${agentRow.averagePointsPerActivity},${agentRow.joinedDate.slice(0, 10)}`,
    );
  });
});
