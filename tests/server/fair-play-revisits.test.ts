/**
 * Fair play for revisits and the questionnaire's points (issue 31, ADR 0046): back-dated before the account or
 * the session, into closed weeks, replayed, from two devices, a revisit earns at most once per module per real
 * day of its session and the questionnaire's points once ever. The sibling of fair-play.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioProgress, moduleAudios, pointEvents, trainingModules, users } from '@server/db/schema';
import { listQuestions } from '@server/modules/questionnaire/questionnaire.repo';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

// A Wednesday in Nairobi; the week began on Monday 16 November 00:00 local (15 November 21:00 UTC).
const NOW = '2026-11-18T09:00:00.000Z';
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.parse(NOW) - n * DAY_MS).toISOString();
const WEEK_START = '2026-11-15T21:00:00.000Z';

type Entry = { id: string; method: string; path: string; body?: unknown; occurredAt?: string; sessionId?: string };
type Result = { id: string; status: number; body: { data?: Record<string, unknown>; code?: string } };
const device = { backlog: 0, oldestEntryAgeSeconds: 0 };
const sessionOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

describe('fair play: revisits and the questionnaire’s points', () => {
  let t: TestApp;
  let companyId: string;
  let moduleId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    [{ companyId }] = (await t.deps.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, DEMO.seedAgent))) as { companyId: string }[];
    [{ moduleId }] = await t.deps.db.select({ moduleId: trainingModules.id }).from(trainingModules).where(eq(trainingModules.isActive, true)).orderBy(trainingModules.moduleOrder).limit(1);
  }, 180_000);
  afterAll(() => t.close());

  /** An engaged agent created now (or `createdAt`), signed in at `signedInAt`, who has completed the first module. */
  async function newAgent(options: { signedInAt?: string; createdAt?: string } = {}) {
    const email = `revisit.${randomUUID()}@demo.local`;
    const createdAt = new Date(options.createdAt ?? t.clock.now());
    const [user] = await t.deps.db.insert(users).values({ name: 'New Agent', email, passwordHash: 'x', role: 'engaged_agent', companyId, createdAt, updatedAt: createdAt }).returning();
    const audios = await t.deps.db.select({ id: moduleAudios.id }).from(moduleAudios).where(eq(moduleAudios.moduleId, moduleId));
    await t.deps.db.insert(audioProgress).values(audios.map((a) => ({ userId: user.id, moduleAudioId: a.id, isCompleted: true, completionDate: createdAt, recordedAt: createdAt })));
    const token = await tokenFor(t, email, options.signedInAt);
    return { user, email, token, auth: bearer(token) };
  }
  const revisit = (occurredAt: string, extra: Partial<Entry> = {}): Entry => ({ id: randomUUID(), method: 'POST', path: `/training/${moduleId}/start`, occurredAt, ...extra });
  const sync = async (auth: Record<string, string>, entries: Entry[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: auth, payload: { device, entries } });
    expect(res.statusCode).toBe(200);
    return res.json().results as Result[];
  };
  const call = (auth: Record<string, string>, method: 'POST' | 'GET', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }), ...headers }, ...(payload ? { payload } : {}) });
  const earned = (userId: string, activityType: 'REVISIT_TRAINING' | 'QUIZ_HIGH_SCORE') =>
    t.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, userId), eq(pointEvents.activityType, activityType)));

  it('revisits back-dated a day each, before the account and the session, earn once (the sync batch and X-Occurred-At)', async () => {
    const agent = await newAgent();
    const entries = Array.from({ length: 30 }, (_, i) => revisit(daysAgo(i)));
    expect((await sync(agent.auth, entries)).every((r) => r.status === 200)).toBe(true);
    for (let i = 0; i < 5; i++) {
      const self = await call(agent.auth, 'POST', '/gamification/record-activity', { activityType: 'REVISIT_TRAINING', moduleId }, { 'x-occurred-at': daysAgo(i) });
      expect(self.statusCode, `day -${i}`).toBe(409);
    }
    const events = await earned(agent.user.id, 'REVISIT_TRAINING');
    expect(events).toHaveLength(1);
    expect(events[0].recordedAt.getTime()).toBeGreaterThanOrEqual(agent.user.createdAt.getTime());
  });

  it('a replayed revisit (the same entry, the same key) earns nothing more', async () => {
    const agent = await newAgent();
    const entry = revisit(NOW);
    await sync(agent.auth, [entry]);
    await sync(agent.auth, [entry, entry]);
    const key = randomUUID();
    for (let i = 0; i < 2; i++) await call(agent.auth, 'POST', `/training/${moduleId}/start`, undefined, { 'idempotency-key': key });
    expect(await earned(agent.user.id, 'REVISIT_TRAINING')).toHaveLength(1);
  });

  it('revisits dated in a closed week (inside a three-week session) earn in the week they arrive, once per day of the session', async () => {
    const agent = await newAgent({ signedInAt: daysAgo(21), createdAt: daysAgo(22) });
    const lastWeek = [daysAgo(5), daysAgo(5), daysAgo(4)];
    await sync(agent.auth, lastWeek.map((at) => revisit(at)));
    const events = await earned(agent.user.id, 'REVISIT_TRAINING');
    expect(events).toHaveLength(2);
    for (const e of events) expect(e.recordedAt.toISOString() >= WEEK_START).toBe(true);
  });

  it('two devices: a kept session’s revisit counts on its own day, another session cannot lend its start, and one day earns once across both', async () => {
    const agent = await newAgent({ signedInAt: daysAgo(3), createdAt: daysAgo(4) });
    const deviceA = agent.token;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(deviceA) })).statusCode).toBe(200);
    const deviceB = await tokenFor(t, agent.email);
    const stranger = await newAgent({ signedInAt: daysAgo(30), createdAt: daysAgo(31) });
    const results = await sync(bearer(deviceB), [
      revisit(daysAgo(2), { sessionId: sessionOf(deviceA) }),
      revisit(daysAgo(2), { sessionId: sessionOf(deviceA) }),
      revisit(daysAgo(2), { sessionId: sessionOf(deviceB) }),
      revisit(daysAgo(10), { sessionId: sessionOf(stranger.token) }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Day -2 (device A's kept work) and today (device B's session and the borrowed one, both dated now).
    const events = await earned(agent.user.id, 'REVISIT_TRAINING');
    expect(events).toHaveLength(2);
  });

  describe('the questionnaire', () => {
    const answersPath = (userId: string) => `/companies/${companyId}/training/pre-training/users/${userId}/answers`;
    const bestAnswers = async () => ({ answers: (await listQuestions(t.deps.db, companyId)).map((q) => ({ questionId: q.id, answerText: q.options.reduce((a, b) => (b.score > a.score ? b : a)).optionValue })) });

    it('answers back-dated before the account, sent through the batch, earn once and are dated at the session start', async () => {
      const agent = await newAgent();
      const body = await bestAnswers();
      const entry: Entry = { id: randomUUID(), method: 'POST', path: answersPath(agent.user.id), body, occurredAt: daysAgo(80) };
      const [first] = await sync(agent.auth, [entry]);
      expect(first.status).toBe(201);
      const score = (await call(agent.auth, 'GET', answersPath(agent.user.id).replace(/answers$/, 'score'))).json().data.score as { recordedAt: string; overallPercent: number };
      expect(score.overallPercent).toBeGreaterThanOrEqual(90);
      expect(score.recordedAt >= agent.user.createdAt.toISOString()).toBe(true);
      // Replayed (the same entry), then submitted again as a new one, back-dated once more.
      const [replay] = await sync(agent.auth, [entry]);
      expect(replay.status).toBe(201);
      const [again] = await sync(agent.auth, [{ ...entry, id: randomUUID(), occurredAt: daysAgo(40) }]);
      expect(again.status).toBe(409);
      const events = await earned(agent.user.id, 'QUIZ_HIGH_SCORE');
      expect(events).toHaveLength(1);
      expect(events[0].recordedAt.toISOString() >= WEEK_START).toBe(true);
    });

    it('two devices submitting at once: one is stored, the other refused, the points earned once', async () => {
      const agent = await newAgent();
      const other = await tokenFor(t, agent.email);
      const body = await bestAnswers();
      const results = await Promise.all([agent.auth, bearer(other)].map((auth) => call(auth, 'POST', answersPath(agent.user.id), body, { 'x-occurred-at': daysAgo(1) })));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await earned(agent.user.id, 'QUIZ_HIGH_SCORE')).toHaveLength(1);
    });
  });
});
