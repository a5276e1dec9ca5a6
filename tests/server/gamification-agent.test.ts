import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incentiveOptions, trainingModules, users } from '@server/db/schema';
import { moduleCompletedBy } from '@server/modules/gamification/gamification.repo';
import { awardPoints } from '@server/modules/points/points.repo';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let agentToken = '';
let agentId = '';
const option = {} as Record<string, string>;

// Sunday 2026-11-22 23:00 in Nairobi (UTC+3): the last hour of ISO week 2026-W47.
const SUNDAY_LATE = '2026-11-22T20:00:00Z';

const call = (method: 'GET' | 'POST', url: string, body?: object, token = agentToken) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(body ? { payload: body } : {}) });
const dashboard = async () => (await call('GET', '/gamification/dashboard')).json().data;
const award = (points10: number, at: string) =>
  Promise.all(
    Array.from({ length: points10 }, () =>
      awardPoints(t.deps.db, { userId: agentId, companyId: null, activityType: 'ATTEND_CHECKIN', description: 'Test event', sourceKey: `test:${randomUUID()}`, recordedAt: new Date(at) }),
    ),
  );

beforeAll(async () => {
  t = await createTestApp({ now: SUNDAY_LATE });
  agentToken = await tokenFor(t, DEMO.seedAgent);
  [{ id: agentId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
  for (const o of await t.deps.db.select().from(incentiveOptions)) option[o.title] = o.id;
});
afterAll(() => t.close());

describe('options and selections', () => {
  it('lists both types with success and data', async () => {
    const res = await call('GET', '/gamification/options');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const titles = res.json().data.map((o: { title: string; type: string }) => `${o.type}:${o.title}`);
    expect(titles).toEqual(expect.arrayContaining(['SHORT_TERM:Airtime bundle', 'SHORT_TERM:Data bundle', 'LONG_TERM:Field toolkit', 'LONG_TERM:Motorbike voucher']));
  });

  it('refuses to claim before a short-term option is chosen', async () => {
    const res = await call('POST', '/gamification/claim-weekly');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Select a short-term incentive before claiming your weekly reward.');
  });

  it('replaces the short-term choice and refuses an option of the other type', async () => {
    expect((await call('POST', '/gamification/select-short-term', { incentiveOptionId: option['Data bundle'] })).statusCode).toBe(200);
    const res = await call('POST', '/gamification/select-short-term', { incentiveOptionId: option['Airtime bundle'] });
    expect(res.json()).toMatchObject({ success: true, data: { incentiveOptionId: option['Airtime bundle'], incentiveOption: { title: 'Airtime bundle', stages: { pointsNeeded: 250 } } } });
    expect((await call('POST', '/gamification/select-short-term', { incentiveOptionId: option['Field toolkit'] })).statusCode).toBe(400);
    const selections = (await call('GET', '/gamification/selections')).json().data;
    expect(selections.shortTermSelection.incentiveOption.title).toBe('Airtime bundle');
    expect(selections.longTermSelection).toBeNull();
  });

  it('fixes the long-term choice for the season (409 on another option), and frees it next season', async () => {
    const first = await call('POST', '/gamification/select-long-term', { incentiveOptionId: option['Field toolkit'] });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.seasonId).toBe('2026-09');
    expect((await call('POST', '/gamification/select-long-term', { incentiveOptionId: option['Field toolkit'] })).statusCode).toBe(200);
    const other = await call('POST', '/gamification/select-long-term', { incentiveOptionId: option['Motorbike voucher'] });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('Your long-term incentive is fixed for the Short rains 2026/27 season: you already chose Field toolkit.');

    const saved = t.clock.now();
    t.clock.set('2027-02-28T21:00:00Z'); // 1 March 2027 00:00 in Nairobi: the long rains season starts
    const next = await call('POST', '/gamification/select-long-term', { incentiveOptionId: option['Motorbike voucher'] }, await tokenFor(t, DEMO.seedAgent));
    expect(next.statusCode).toBe(200);
    expect(next.json().data.seasonId).toBe('2027-03');
    t.clock.set(saved);
    expect((await call('GET', '/gamification/selections')).json().data.longTermSelection.incentiveOption.title).toBe('Field toolkit');
  });
});

describe('weekly claim at the Nairobi week boundary', () => {
  it('counts the ISO week in Nairobi time, claims once per week, and opens again on Monday 00:00 local', async () => {
    const before = await dashboard();
    expect(before).toMatchObject({ weekId: '2026-W47', weeklyTarget: 250, claimedThisWeek: false });
    const missing = 240 - before.weeklyPoints;
    expect(missing % 10).toBe(0);
    if (missing > 0) await award(missing / 10, '2026-11-21T08:00:00Z');
    // Monday 16 Nov 02:00 in Nairobi is week 47, but Sunday 15 Nov 23:30 in Nairobi (20:30 UTC) belongs to week 46.
    await award(1, '2026-11-15T20:30:00Z');
    expect((await dashboard()).weeklyPoints).toBe(240);

    const short = await call('POST', '/gamification/claim-weekly');
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('You need 10 more points this week to claim Airtime bundle (240/250).');

    await award(1, '2026-11-22T20:30:00Z'); // Sunday 23:30 local: still week 47
    t.clock.set('2026-11-22T20:45:00Z');
    const claimed = await call('POST', '/gamification/claim-weekly');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ success: true, message: 'Weekly incentive claimed: Airtime bundle!', data: { weekId: '2026-W47', weeklyPoints: 250, pointsNeeded: 250 } });
    const again = await call('POST', '/gamification/claim-weekly');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already claimed your weekly incentive this week.');
    expect((await dashboard()).claimedThisWeek).toBe(true);

    t.clock.set('2026-11-22T21:05:00Z'); // Monday 00:05 in Nairobi: week 48, nothing earned yet
    const monday = await dashboard();
    expect(monday).toMatchObject({ weekId: '2026-W48', weeklyPoints: 0, claimedThisWeek: false });
    // Everything added: up to 250 in week 47, plus the 10 of week 46.
    expect(monday.totalPoints).toBe(before.totalPoints + (250 - before.weeklyPoints) + 10);
    expect((await call('POST', '/gamification/claim-weekly')).statusCode).toBe(422);
    await award(25, '2026-11-22T21:01:00Z');
    const next = await call('POST', '/gamification/claim-weekly');
    expect(next.statusCode).toBe(200);
    expect(next.json().data.weekId).toBe('2026-W48');
  });

  it('reports tiers from the ledger total', async () => {
    const d = await dashboard();
    const expected = d.totalPoints >= 1000 ? 'Impact Hero' : d.totalPoints >= 700 ? 'Field Leader' : d.totalPoints >= 400 ? 'Community Champion' : d.totalPoints >= 200 ? 'Rising Star' : 'Rookie';
    expect(d.currentTier.name).toBe(expected);
  });

  it('counts the season points toward the long-term choice, from 1 September 00:00 in Nairobi', async () => {
    const [toolkit] = await t.deps.db.select().from(incentiveOptions).where(eq(incentiveOptions.title, 'Field toolkit'));
    const before = await dashboard();
    expect(before).toMatchObject({ season: { id: '2026-09' }, longTermTarget: toolkit.pointsNeeded });
    await award(1, '2026-08-31T20:59:00Z'); // 31 Aug 23:59 in Nairobi: the long rains season
    await award(2, '2026-08-31T21:00:00Z'); // 1 Sep 00:00 in Nairobi: this season
    const after = await dashboard();
    expect(after.seasonPoints).toBe(before.seasonPoints + 20);
    expect(after.totalPoints).toBe(before.totalPoints + 30);
  });
});

describe('self-reported activities', () => {
  it('accepts one check-in per local day and only the two self-reportable types', async () => {
    t.clock.set('2026-11-24T06:00:00Z');
    const first = await call('POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.pointsEarned).toBe(10);
    const second = await call('POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already checked in today.');
    t.clock.set('2026-11-24T21:00:00Z'); // Wednesday 00:00 in Nairobi
    expect((await call('POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' })).statusCode).toBe(200);

    const farmer = await call('POST', '/gamification/record-activity', { activityType: 'REGISTER_FARMER' });
    expect(farmer.statusCode).toBe(422);
    expect(farmer.json().code).toBe('NOT_SELF_REPORTABLE');
    expect((await call('POST', '/gamification/record-activity', { activityType: 'QUIZ_HIGH_SCORE' })).statusCode).toBe(422);
    expect((await call('POST', '/gamification/record-activity', { activityType: 'REVISIT_TRAINING' })).statusCode).toBe(400);
    const modules = await t.deps.db.select({ id: trainingModules.id }).from(trainingModules);
    const states = await Promise.all(modules.map(async (m) => ({ id: m.id, done: (await moduleCompletedBy(t.deps.db, agentId, m.id)).completed })));
    const notDone = await call('POST', '/gamification/record-activity', { activityType: 'REVISIT_TRAINING', moduleId: states.find((m) => !m.done)!.id });
    expect(notDone.statusCode).toBe(422);
    expect(notDone.json().message).toBe('Only a completed training module can be revisited for points.');
    const completed = states.find((m) => m.done);
    if (completed) {
      const revisit = await call('POST', '/gamification/record-activity', { activityType: 'REVISIT_TRAINING', moduleId: completed.id });
      expect(revisit.json().data.pointsEarned).toBe(5);
      expect((await call('POST', '/gamification/record-activity', { activityType: 'REVISIT_TRAINING', moduleId: completed.id })).statusCode).toBe(409);
    }
    // The last event recorded is a check-in, for the activities test below.
    t.clock.set('2026-11-25T21:00:00Z');
    expect((await call('POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' })).statusCode).toBe(200);
  });

  it('lists the latest activities, newest first, 10 by default', async () => {
    const three = (await call('GET', '/gamification/activities?limit=3')).json().data;
    expect(three).toHaveLength(3);
    expect(three[0]).toMatchObject({ activityType: 'ATTEND_CHECKIN', points: 10, agentName: 'David Kiptoo' });
    // Screens word the line from its type and params; `description` stays English for API clients (ADR 0056).
    expect(three[0]).toMatchObject({ description: 'Attended check-in', params: {} });
    const all = (await call('GET', '/gamification/activities?limit=50')).json().data as Array<{ activityType: string; params: Record<string, unknown> }>;
    for (const line of all.filter((a) => a.activityType === 'REGISTER_FARMER')) expect(typeof line.params.farmer).toBe('string');
    expect(Date.parse(three[0].date)).toBeGreaterThanOrEqual(Date.parse(three[1].date));
    expect((await call('GET', '/gamification/activities')).json().data).toHaveLength(10);
  });
});
