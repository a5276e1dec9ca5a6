/**
 * The time of the act (issue 12 item 4, ADR 0012): a write's occurredAt (a sync entry's, or X-Occurred-At) is
 * kept as recordedAt, and dashboards, exports, reports and points date by it, not by the day it reached the server.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmers, pointEvents, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

// A Wednesday, noon in Nairobi. Three days earlier is the Sunday of the week before (Monday 9 November).
const NOW = '2026-11-18T09:00:00.000Z';
const THREE_DAYS_AGO = '2026-11-15T09:00:00.000Z';
const DAY_MS = 86_400_000;
// Everyone signed in on this device a week before: their offline acts fall inside that session (ADR 0046).
const SIGNED_IN = '2026-11-11T06:00:00.000Z';

type Entry = { id: string; method: string; path: string; body?: unknown; occurredAt?: string };
const device = { backlog: 0, oldestEntryAgeSeconds: 0 };
let phoneSerial = 0;
const farmerBody = (name: string) => ({ name, phoneNumber: `0712${String(400_000 + phoneSerial++).padStart(6, '0')}`, gender: 'Female', county: 'Nakuru' });
const registration = (name: string, occurredAt?: string): Entry => {
  const id = randomUUID();
  return { id, method: 'POST', path: '/farmers', body: { ...farmerBody(name), id }, ...(occurredAt ? { occurredAt } : {}) };
};

describe('recordedAt: the time of the act', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    for (const [key, email] of Object.entries(DEMO)) {
      auth[key] = bearer(await tokenFor(t, email, SIGNED_IN));
      const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      ids[key] = u.id;
    }
  }, 180_000);
  afterAll(() => t.close());

  const get = async (who: string, url: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: auth[who] });
    expect(res.statusCode, url).toBe(200);
    return res;
  };
  const sync = async (who: string, entries: Entry[]) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: auth[who], payload: { device, entries } });
    expect(res.statusCode).toBe(200);
    return res.json().results as { id: string; status: number; recordedAt?: string; body?: Record<string, unknown> }[];
  };
  const post = (who: string, url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { ...auth[who], ...headers }, payload });
  const weeklyFarmers = async () => (await get('seedAgent', '/dashboard/farmers/weekly?weeks=2')).json().data as { weekLabel: string; farmers: number }[];
  const points = async () => (await get('seedAgent', '/gamification/dashboard')).json().data as { totalPoints: number; weeklyPoints: number };
  const storedFarmer = async (id: string) => (await t.deps.db.select().from(farmers).where(eq(farmers.id, id)))[0];

  it('puts farmers registered offline three days ago on those days: answers, weekly chart, CSV, points', async () => {
    const chartBefore = await weeklyFarmers();
    expect(chartBefore.map((w) => w.weekLabel)).toEqual(['9 Nov', '16 Nov']);
    // The seed's check-ins go, so that Sunday's and today's are free.
    await t.deps.db.delete(pointEvents).where(and(eq(pointEvents.userId, ids.seedAgent), eq(pointEvents.activityType, 'ATTEND_CHECKIN')));
    const pointsBefore = await points();

    // Two in a row take the batch's bulk path; a third goes one by one after a different write.
    const offline = [registration('Offline Wanjiru', THREE_DAYS_AGO), registration('Offline Achieng', THREE_DAYS_AGO)];
    const single = registration('Offline Chebet', '2026-11-15T10:30:00+03:00');
    const results = await sync('seedAgent', [...offline, single]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    // The answers name no recordedAt: each is the occurredAt its entry sent (ADR 0051).
    expect(results.map((r) => r.recordedAt)).toEqual([undefined, undefined, undefined]);
    // A check-in is not queued offline (the sync batch refuses it, ADR 0047): it is sent at once, with its time.
    expect((await post('seedAgent', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, { 'x-occurred-at': THREE_DAYS_AGO })).statusCode).toBe(200);
    for (const e of offline) expect((await storedFarmer(e.id)).recordedAt.toISOString()).toBe(THREE_DAYS_AGO);
    expect((await storedFarmer(single.id)).recordedAt.toISOString()).toBe('2026-11-15T07:30:00.000Z');
    expect((await storedFarmer(offline[0].id)).createdAt.getTime()).toBeGreaterThan(Date.parse(NOW) - 1000);

    const chart = await weeklyFarmers();
    expect(chart[0].farmers).toBe(chartBefore[0].farmers + 3);
    expect(chart[1].farmers).toBe(chartBefore[1].farmers);

    const csv = (await get('seedAgent', '/farmers?exportCsv=true')).body;
    const header = csv.slice(1).split('\r\n')[0].split(',');
    const column = header.indexOf('Registered On');
    const line = csv.split('\r\n').find((l) => l.startsWith('Offline Wanjiru,'))!;
    expect(line.split(',')[column]).toBe(THREE_DAYS_AGO);

    // 3 registrations and a check-in, all last week, a week closed when they arrived: their points count at their
    // arrival, in this week, and last week's figures stay as they were (ADR 0046).
    const after = await points();
    expect(after.totalPoints).toBe(pointsBefore.totalPoints + 40);
    expect(after.weeklyPoints).toBe(pointsBefore.weeklyPoints + 40);
    const events = await t.deps.db.select().from(pointEvents).where(eq(pointEvents.sourceKey, `farmer:${offline[0].id}`));
    expect(events[0].recordedAt.toISOString()).toBe(NOW);
    const activities = (await get('seedAgent', '/gamification/activities?limit=50')).json().data as { description: string; date: string; recordedAt: string }[];
    expect(activities.find((a) => a.description === 'Registered farmer Offline Wanjiru')).toMatchObject({ date: NOW, recordedAt: NOW });

    // The check-in counted for that Sunday: today's is still open, and Sunday's cannot be made twice.
    expect((await post('seedAgent', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' })).statusCode).toBe(200);
    const again = await post('seedAgent', '/gamification/record-activity', { activityType: 'ATTEND_CHECKIN' }, { 'x-occurred-at': '2026-11-15T15:00:00Z' });
    expect(again.statusCode).toBe(409);
  });

  it('dates training listened offline by its acts in the agent training report', async () => {
    const [first] = (await get('recruit', '/training')).json().modules as { id: string }[];
    const audios = (await get('recruit', `/training/${first.id}`)).json().module.audioFiles as { id: string; duration: number }[];
    const at = (minutes: number) => new Date(Date.parse(THREE_DAYS_AGO) + minutes * 60_000).toISOString();
    const step = (audio: number, minutes: number, seconds: number, isCompleted: boolean): Entry => ({
      id: randomUUID(),
      method: 'PUT',
      path: `/training/audio/${audios[audio].id}/progress`,
      body: { timeSpentSeconds: seconds, lastPlayedPosition: isCompleted ? audios[audio].duration : seconds, isCompleted },
      occurredAt: at(minutes),
    });
    const entries: Entry[] = [
      { id: randomUUID(), method: 'POST', path: `/training/${first.id}/start`, occurredAt: at(0) },
      step(0, 1, 9, false),
      step(0, 2, 0, true),
      step(1, 3, 7, false),
      step(1, 4, 0, true),
    ];
    expect((await sync('recruit', entries)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const report = (await get('admin', `/reports/agent-training?limit=100&moduleId=${first.id}`)).json().data as {
      user: { id: string };
      status: string;
      firstAccessDate: string;
      completionDate: string;
    }[];
    expect(report.find((r) => r.user.id === ids.recruit)).toMatchObject({ status: 'completed', firstAccessDate: at(0), completionDate: at(4) });
    const progress = (await get('recruit', `/training/${first.id}`)).json().module.audioFiles[0].progress;
    expect(progress).toMatchObject({ isCompleted: true, timeSpentSeconds: 9, firstAccessDate: at(1), completionDate: at(2), recordedAt: at(2) });
  });

  it('keeps a write whose occurredAt is ahead of the server clock at the server time', async () => {
    const ahead = new Date(Date.parse(NOW) + 3 * DAY_MS).toISOString();
    const [entry] = await sync('seedAgent', [registration('Future Clock Batch', ahead)]);
    expect(entry.status).toBe(201);
    // The answer names the time the server kept, since it is not the one the phone sent.
    expect(entry.recordedAt).toBe(t.clock.now().toISOString());

    const slightly = new Date(Date.parse(NOW) + 5 * 60_000).toISOString();
    const res = await post('seedAgent', '/farmers', farmerBody('Future Clock Single'), { 'x-occurred-at': slightly });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.recordedAt).toBe(t.clock.now().toISOString());
  });

  it('refuses an act older than 90 days with OCCURRED_TOO_OLD and stores nothing, in a batch and alone', async () => {
    const old = new Date(Date.parse(NOW) - 91 * DAY_MS).toISOString();
    const fresh = registration('Recent Enough', new Date(Date.parse(NOW) - 89 * DAY_MS).toISOString());
    const stale = registration('Far Too Old', old);
    const results = await sync('seedAgent', [fresh, stale]);
    expect(results.map((r) => r.status)).toEqual([201, 422]);
    expect(results[1].body).toMatchObject({ code: 'OCCURRED_TOO_OLD', message: expect.stringMatching(/^This change was made more than 90 days ago and can no longer be recorded/) });
    expect(await storedFarmer(stale.id)).toBeUndefined();
    expect(await storedFarmer(fresh.id)).toMatchObject({ name: 'Recent Enough' });
    expect((await sync('seedAgent', [stale]))[0]).toEqual(results[1]);

    const alone = await post('seedAgent', '/farmers', farmerBody('Too Old Alone'), { 'x-occurred-at': old });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().code).toBe('OCCURRED_TOO_OLD');
  });

  it('takes the server time for a write sent without occurredAt', async () => {
    t.clock.advance(60_000);
    const res = await post('seedAgent', '/farmers', farmerBody('Online Njeri'));
    expect(res.statusCode).toBe(201);
    const { recordedAt, createdAt } = res.json().data;
    expect(recordedAt).toBe(t.clock.now().toISOString());
    expect(createdAt).toBe(recordedAt);
  });

  it('replays the first answer, with the first recordedAt, whatever occurredAt a resend carries', async () => {
    const key = randomUUID();
    const body = { ...farmerBody('Replayed Mwangi'), id: key };
    const headers = (occurredAt: string) => ({ 'idempotency-key': key, 'x-occurred-at': occurredAt });
    const first = await post('seedAgent', '/farmers', body, headers(THREE_DAYS_AGO));
    expect(first.json().data.recordedAt).toBe(THREE_DAYS_AGO);
    // The phone corrected its clock since: the same act is resent with another occurredAt.
    const resent = await post('seedAgent', '/farmers', body, headers('2026-11-15T09:02:00Z'));
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.body).toBe(first.body);
    const [batched] = await sync('seedAgent', [{ id: key, method: 'POST', path: '/farmers', body, occurredAt: '2026-11-16T09:00:00Z' }]);
    // The compact answer (ADR 0051) names the stored recordedAt, since it is not the occurredAt this resend carried.
    expect(batched).toEqual({ id: key, status: 201, recordedAt: THREE_DAYS_AGO });

    // An act accepted at 89 days still replays once it is older than 90.
    const late = registration('Accepted Late', new Date(t.clock.now().getTime() - 89 * DAY_MS).toISOString());
    const [accepted] = await sync('seedAgent', [late]);
    t.clock.advance(2 * DAY_MS);
    expect((await sync('seedAgent', [late]))[0]).toEqual(accepted);
    expect(accepted.status).toBe(201);
  });

  it('refuses an X-Occurred-At that is not an ISO 8601 date-time', async () => {
    for (const value of ['yesterday', '2026-11-15', '2026-02-30T09:00:00Z']) {
      const res = await post('seedAgent', '/farmers', farmerBody('Bad Clock'), { 'x-occurred-at': value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/sync', headers: auth.seedAgent, payload: { device, entries: [{ ...registration('Bad Entry'), occurredAt: 'soon' }] } });
    expect(bad.statusCode).toBe(400);
  });
});
