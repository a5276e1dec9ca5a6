/**
 * Fair play (issue 31 items 1–4, ADR 0046): an act cannot be dated before the sign-in session that made it (nor
 * so before its account), a closed week's points never move, and only the week in progress can be claimed.
 * Back-dating is tried on every act that earns points or counts in a figure, with replays and two devices.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers, incentiveOptions, pointEvents, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

// A Wednesday in Nairobi; the week began on Monday 16 November 00:00 local (15 November 21:00 UTC).
const NOW = '2026-11-18T09:00:00.000Z';
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.parse(NOW) - n * DAY_MS).toISOString();
const WEEK_START = '2026-11-15T21:00:00.000Z';

type Entry = { id: string; method: string; path: string; body?: unknown; occurredAt?: string; sessionId?: string };
type Result = { id: string; status: number; body: { data?: Record<string, unknown>; code?: string } };
const device = { backlog: 0, oldestEntryAgeSeconds: 0 };
let serial = 0;
const farmerEntry = (occurredAt: string, extra: Partial<Entry> = {}): Entry => {
  const id = randomUUID();
  const phoneNumber = `0713${String(100_000 + serial++).padStart(6, '0')}`;
  return { id, method: 'POST', path: '/farmers', body: { id, name: `Ghost ${serial}`, phoneNumber, gender: 'Male', county: 'Nakuru' }, occurredAt, ...extra };
};
const checkIn = (occurredAt: string, extra: Partial<Entry> = {}): Entry => ({
  id: randomUUID(),
  method: 'POST',
  path: '/gamification/record-activity',
  body: { activityType: 'ATTEND_CHECKIN' },
  occurredAt,
  ...extra,
});
/** The session id (jti) a token carries, as the client reads it. */
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

describe('fair play: no back-dated acts or points', () => {
  let t: TestApp;
  let companyId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    [{ companyId }] = (await t.deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.seedAgent))) as { companyId: string }[];
  }, 180_000);
  afterAll(() => t.close());

  /** An engaged agent whose account is created now (the clock's time) and who signs in at `signedInAt` (now by default). */
  async function newAgent(signedInAt?: string) {
    const email = `fair.${randomUUID()}@demo.local`;
    const [user] = await t.deps.db
      .insert(users)
      .values({ name: 'New Agent', email, passwordHash: 'x', role: 'engaged_agent', companyId, createdAt: t.clock.now(), updatedAt: t.clock.now() })
      .returning();
    const token = await tokenFor(t, email, signedInAt);
    return { user, email, token, auth: bearer(token) };
  }
  const sync = async (auth: Record<string, string>, entries: Entry[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: auth, payload: { device, entries } });
    expect(res.statusCode).toBe(200);
    return res.json().results as Result[];
  };
  const call = (auth: Record<string, string>, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }), ...headers }, ...(payload ? { payload } : {}) });
  const pointsOf = async (auth: Record<string, string>) => (await call(auth, 'GET', '/gamification/dashboard')).json().data as { totalPoints: number; weeklyPoints: number; weekId: string };
  const ledger = (userId: string) => t.deps.db.select().from(pointEvents).where(eq(pointEvents.userId, userId));
  const shortTermOption = async () => (await t.deps.db.select().from(incentiveOptions).where(and(eq(incentiveOptions.type, 'SHORT_TERM'), eq(incentiveOptions.pointsNeeded, 250))))[0];

  it('60 check-ins back-dated a day each from a new account earn nothing through the sync batch (not an offline write, ADR 0047), and one check-in sent one by one; a replay earns nothing', async () => {
    const agent = await newAgent();
    const entries = Array.from({ length: 60 }, (_, i) => checkIn(daysAgo(i)));
    const results = await sync(agent.auth, entries);
    expect(results.every((r) => r.status === 400 && (r.body as { code: string }).code === 'NOT_AN_OFFLINE_WRITE')).toBe(true);
    expect((await pointsOf(agent.auth)).totalPoints).toBe(0);
    const statuses: number[] = [];
    for (const e of entries) statuses.push((await call(agent.auth, 'POST', '/gamification/record-activity', e.body as object, { 'x-occurred-at': e.occurredAt!, 'idempotency-key': e.id })).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(59);
    expect((await pointsOf(agent.auth)).totalPoints).toBe(10);
    const replay = await call(agent.auth, 'POST', '/gamification/record-activity', entries[0].body as object, { 'x-occurred-at': entries[0].occurredAt!, 'idempotency-key': entries[0].id });
    expect(replay.statusCode).toBe(statuses[0]);
    expect((await pointsOf(agent.auth)).totalPoints).toBe(10);
    for (const event of await ledger(agent.user.id)) expect(event.recordedAt.getTime()).toBeGreaterThanOrEqual(agent.user.createdAt.getTime() - 1000);
  });

  it('the same back-dating one request at a time (X-Occurred-At) earns one check-in', async () => {
    const agent = await newAgent();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await call(agent.auth, 'POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, { 'x-occurred-at': daysAgo(i) })).statusCode);
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
  });

  it('a farmer registered with an act 80 days back is dated at the session start, after the account was created', async () => {
    const agent = await newAgent();
    const entry = farmerEntry(daysAgo(80));
    const [result] = await sync(agent.auth, [entry]);
    expect(result.status).toBe(201);
    const [stored] = await t.deps.db.select().from(farmers).where(eq(farmers.id, entry.id));
    expect(stored.recordedAt.getTime()).toBeGreaterThanOrEqual(agent.user.createdAt.getTime() - 1000);
    expect(stored.recordedAt.toISOString() >= WEEK_START).toBe(true);
  });

  it('runs of back-dated registrations (the bulk path) are dated no earlier than the session either', async () => {
    const agent = await newAgent();
    const entries = [farmerEntry(daysAgo(10)), farmerEntry(daysAgo(9)), farmerEntry(daysAgo(8))];
    expect((await sync(agent.auth, entries)).map((r) => r.status)).toEqual([201, 201, 201]);
    for (const e of entries) {
      const [stored] = await t.deps.db.select().from(farmers).where(eq(farmers.id, e.id));
      expect(stored.recordedAt.toISOString() >= WEEK_START).toBe(true);
    }
  });

  it('a sale and a loan back-dated before the session are dated at its start', async () => {
    const agent = await newAgent();
    const [farmer] = await t.deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.companyId, companyId)).limit(1);
    const sale = await call(agent.auth, 'POST', '/sales', { farmerId: farmer.id, product: 'Zebra Maize Seed', quantity: 3, unit: 'Kg', amountKes: 1050, saleDate: '2026-11-18' }, { 'x-occurred-at': daysAgo(30) });
    expect(sale.statusCode).toBe(201);
    expect(sale.json().data.recordedAt >= WEEK_START).toBe(true);

    const lender = await tokenFor(t, DEMO.lenderAgent);
    const [lenderUser] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.lenderAgent));
    const [lenderFarmer] = await t.deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.companyId, lenderUser.companyId!)).limit(1);
    const loan = await call(bearer(lender), 'POST', '/loans', { farmerId: lenderFarmer.id, seed: 'Maize H614', amount: 100 }, { 'x-occurred-at': daysAgo(30) });
    expect(loan.statusCode).toBe(201);
    expect(loan.json().data.recordedAt >= WEEK_START).toBe(true);
  });

  it('past weeks filled with ghost farmers and claimed with back-dated acts give one claim, for the week in progress', async () => {
    const agent = await newAgent();
    const option = await shortTermOption();
    expect((await call(agent.auth, 'POST', '/gamification/select-short-term', { incentiveOptionId: option.id })).statusCode).toBe(200);
    const claims = [];
    for (const weeksBack of [3, 2, 1]) {
      const inWeek = daysAgo(7 * weeksBack);
      await sync(agent.auth, Array.from({ length: 25 }, () => farmerEntry(inWeek)));
      claims.push(await call(agent.auth, 'POST', '/gamification/claim-weekly', undefined, { 'x-occurred-at': inWeek }));
    }
    expect(claims.map((c) => c.statusCode)).toEqual([200, 409, 409]);
    expect(claims[0].json().data.weekId).toBe((await pointsOf(agent.auth)).weekId);
  });

  it('a claim made in a week that has closed is refused, and acts from a closed week earn points in the week they arrive', async () => {
    // Signed in three weeks ago on this device: last week is inside the session, but it has closed.
    const agent = await newAgent(daysAgo(21));
    await t.deps.db.update(users).set({ createdAt: new Date(daysAgo(22)) }).where(eq(users.id, agent.user.id));
    const option = await shortTermOption();
    expect((await call(agent.auth, 'POST', '/gamification/select-short-term', { incentiveOptionId: option.id })).statusCode).toBe(200);
    const lastWeek = daysAgo(5);
    const results = await sync(agent.auth, Array.from({ length: 25 }, () => farmerEntry(lastWeek)));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect((await call(agent.auth, 'POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, { 'x-occurred-at': lastWeek })).statusCode).toBe(200);
    // The farmers keep their day (offline work is counted on its days); their points count now, in this week.
    const [stored] = await t.deps.db.select().from(farmers).where(eq(farmers.id, results[0].id));
    expect(stored.recordedAt.toISOString()).toBe(lastWeek);
    const events = await ledger(agent.user.id);
    expect(events).toHaveLength(26);
    for (const e of events) expect(e.recordedAt.toISOString() >= WEEK_START).toBe(true);
    expect((await pointsOf(agent.auth)).weeklyPoints).toBe(260);

    const late = await call(agent.auth, 'POST', '/gamification/claim-weekly', undefined, { 'x-occurred-at': lastWeek });
    expect(late.statusCode).toBe(422);
    expect(late.json().code).toBe('WEEK_CLOSED');
    // This week's claim stays open, counting the late points.
    expect((await call(agent.auth, 'POST', '/gamification/claim-weekly')).statusCode).toBe(200);
  });

  it('a 0-second progress step dated two days back, then completion, does not complete an audio', async () => {
    const agent = await newAgent();
    const modules = (await call(agent.auth, 'GET', '/training')).json().modules as { id: string }[];
    const audios = (await call(agent.auth, 'GET', `/training/${modules[0].id}`)).json().module.audioFiles as { id: string; duration: number }[];
    const twoDaysAgo = daysAgo(2);
    expect((await call(agent.auth, 'POST', `/training/${modules[0].id}/start`, undefined, { 'x-occurred-at': twoDaysAgo })).statusCode).toBe(200);
    const step = await call(agent.auth, 'PUT', `/training/audio/${audios[0].id}/progress`, { timeSpentSeconds: 0, lastPlayedPosition: 0, isCompleted: false }, { 'x-occurred-at': twoDaysAgo });
    expect(step.statusCode).toBe(200);
    const done = await call(agent.auth, 'PUT', `/training/audio/${audios[0].id}/progress`, { timeSpentSeconds: Math.floor(audios[0].duration), lastPlayedPosition: Math.floor(audios[0].duration), isCompleted: true });
    expect(done.statusCode).toBe(422);
    expect(done.json().code).toBe('LISTENING_INCOMPLETE');
  });

  it('two devices: work kept across a sign-out goes through as its own session, another session cannot lend its start', async () => {
    const email = (await newAgent(daysAgo(3))).email;
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    await t.deps.db.update(users).set({ createdAt: new Date(daysAgo(4)) }).where(eq(users.id, user.id));
    // Device A signed in three days ago and signed out with unsent work; device B signs in now and sends it.
    const deviceA = await tokenFor(t, email, daysAgo(3));
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(deviceA) })).statusCode).toBe(200);
    const deviceB = await tokenFor(t, email);
    const keptFromA = farmerEntry(daysAgo(2), { sessionId: sessionOf(deviceA) });
    const madeOnB = farmerEntry(daysAgo(2), { sessionId: sessionOf(deviceB) });
    const unnamed = farmerEntry(daysAgo(2));
    const stranger = await newAgent(daysAgo(30));
    const borrowed = farmerEntry(daysAgo(2), { sessionId: sessionOf(stranger.token) });
    const results = await sync(bearer(deviceB), [keptFromA, madeOnB, unnamed, borrowed]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const keptCheckIn = { ...bearer(deviceB), 'x-occurred-at': daysAgo(2), 'x-session-id': sessionOf(deviceA) };
    expect((await call(bearer(deviceB), 'POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, keptCheckIn)).statusCode).toBe(200);
    const dated = async (id: string) => (await t.deps.db.select().from(farmers).where(eq(farmers.id, id)))[0].recordedAt.toISOString();
    expect(await dated(keptFromA.id)).toBe(daysAgo(2));
    for (const e of [madeOnB, unnamed, borrowed]) expect(await dated(e.id)).toBe(NOW);
    // One check-in per day across both devices.
    const again = await t.app.inject({ method: 'POST', url: '/api/gamification/record-activity', headers: { ...bearer(deviceB), 'x-occurred-at': daysAgo(2), 'x-session-id': sessionOf(deviceA), 'idempotency-key': randomUUID() }, payload: { activityType: 'ATTEND_CHECKIN' } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a session id that is not a uuid (400) and stores nothing', async () => {
    const agent = await newAgent();
    const res = await call(agent.auth, 'POST', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, { 'x-session-id': 'not-a-session' });
    expect(res.statusCode).toBe(400);
    const batch = await t.app.inject({ method: 'POST', url: '/api/sync', headers: agent.auth, payload: { device, entries: [{ ...checkIn(NOW), sessionId: 'not-a-session' }] } });
    expect(batch.statusCode).toBe(400);
    expect(await ledger(agent.user.id)).toHaveLength(0);
  });
});
