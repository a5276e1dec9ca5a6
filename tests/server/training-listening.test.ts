/**
 * Training completion needs listening (issue 13 item 6, ADR 0012): time spent grows at most by the time between
 * the reports' acts (their occurredAt, so reports made offline and sent together count), and completing needs
 * 80 % of the audio's length listened.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, moduleAudios } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

interface Audio {
  id: string;
  duration: number | null;
  progress: null | { isCompleted: boolean; timeSpentSeconds: number };
}
type Headers = Record<string, string>;

describe('training listening', () => {
  let t: TestApp;
  let admin: Headers;
  let agent: Headers;
  let recruit: Headers;
  let moduleIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    admin = bearer(await tokenFor(t, DEMO.admin));
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
    recruit = bearer(await tokenFor(t, DEMO.recruit));
    moduleIds = (await t.app.inject({ method: 'GET', url: '/api/training', headers: recruit })).json().modules.map((m: { id: string }) => m.id);
  }, 180_000);
  afterAll(() => t.close());

  const audiosOf = async (moduleId: string, headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: `/api/training/${moduleId}`, headers })).json().module.audioFiles as Audio[];
  const start = (moduleId: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/training/${moduleId}/start`, headers });
  const report = (audioId: string, headers: Headers, body: { timeSpentSeconds: number; lastPlayedPosition: number; isCompleted: boolean }) =>
    t.app.inject({ method: 'PUT', url: `/api/training/audio/${audioId}/progress`, headers: { ...headers, 'idempotency-key': randomUUID() }, payload: body });
  const needed = (audio: Audio) => Math.floor(audio.duration! * 0.8);

  it('refuses a completion without listening, and a burst of reports adds only the time that passed', async () => {
    const [first] = await audiosOf(moduleIds[0], recruit);
    expect(first.duration).toBeGreaterThan(2);
    await start(moduleIds[0], recruit);
    const unheard = await report(first.id, recruit, { timeSpentSeconds: 0, lastPlayedPosition: first.duration!, isCompleted: true });
    expect(unheard.statusCode).toBe(422);
    expect(unheard.json()).toMatchObject({ code: 'LISTENING_INCOMPLETE', message: `Listen to the audio before marking it complete: 0 of the ${needed(first)} seconds needed so far.` });
    const claimed = await report(first.id, recruit, { timeSpentSeconds: 86_400, lastPlayedPosition: first.duration!, isCompleted: true });
    expect(claimed.json().code).toBe('LISTENING_INCOMPLETE');

    // One second later, ten reports of a day each: two seconds (at up to 2× speed) in all.
    t.clock.advance(1_000);
    for (let i = 0; i < 10; i++) {
      expect((await report(first.id, recruit, { timeSpentSeconds: 86_400, lastPlayedPosition: 1, isCompleted: false })).statusCode).toBe(200);
    }
    expect((await audiosOf(moduleIds[0], recruit))[0].progress).toMatchObject({ isCompleted: false, timeSpentSeconds: 2 });
  });

  it('completes once 80 % of the length was listened, whatever was skipped by seeking', async () => {
    const [first] = await audiosOf(moduleIds[1], recruit);
    await start(moduleIds[1], recruit);
    t.clock.advance(60_000);
    const short = await report(first.id, recruit, { timeSpentSeconds: needed(first) - 1, lastPlayedPosition: first.duration!, isCompleted: true });
    expect(short.json()).toMatchObject({ code: 'LISTENING_INCOMPLETE' });
    // The refused completion added nothing: the same listening is claimed again with the completion.
    const done = await report(first.id, recruit, { timeSpentSeconds: needed(first), lastPlayedPosition: first.duration!, isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().progress).toMatchObject({ isCompleted: true, timeSpentSeconds: needed(first) });
  });

  it('counts reports made offline by their occurredAt when they arrive together', async () => {
    const [first, second] = await audiosOf(moduleIds[1], recruit);
    expect(first.progress?.isCompleted).toBe(true);
    // The second audio became playable when the first was completed, just now; the phone then went offline.
    const unlocked = t.clock.now().getTime();
    const at = (seconds: number) => new Date(unlocked + seconds * 1000).toISOString();
    const entry = (seconds: number, claimed: number) => ({
      id: randomUUID(),
      method: 'PUT',
      path: `/training/audio/${second.id}/progress`,
      body: { timeSpentSeconds: claimed, lastPlayedPosition: 1, isCompleted: false },
      occurredAt: at(seconds),
    });
    t.clock.advance(3_600_000);
    // Ten minutes of listening in one (coalesced) entry, then 600 s claimed 100 s later: 200 s of it fits.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: recruit,
      payload: { device: { backlog: 2, oldestEntryAgeSeconds: 3600 }, entries: [entry(600, 600), entry(700, 600)] },
    });
    expect(res.json().results.map((r: { status: number }) => r.status)).toEqual([200, 200]);
    expect((await audiosOf(moduleIds[1], recruit))[1].progress).toMatchObject({ timeSpentSeconds: 800 });
  });

  it('lets platform admins preview audio but never complete it', async () => {
    const [first] = await audiosOf(moduleIds[0], admin);
    await start(moduleIds[0], admin);
    t.clock.advance(60_000);
    expect((await report(first.id, admin, { timeSpentSeconds: 10, lastPlayedPosition: 10, isCompleted: false })).statusCode).toBe(200);
    const completion = await report(first.id, admin, { timeSpentSeconds: 0, lastPlayedPosition: first.duration!, isCompleted: true });
    expect(completion.statusCode).toBe(403);
  });

  it('takes the length the player reports when the server could not read it from the file', async () => {
    const [first] = await audiosOf(moduleIds[1], agent);
    expect(first.progress?.isCompleted).not.toBe(true);
    const [link] = await t.deps.db.select({ audioFileId: moduleAudios.audioFileId }).from(moduleAudios).where(eq(moduleAudios.id, first.id));
    await t.deps.db.update(audioFiles).set({ duration: null }).where(eq(audioFiles.id, link.audioFileId));
    await start(moduleIds[1], agent);
    t.clock.advance(60_000);
    // A 10 s audio by the player's word needs 8 s, with what was listened before.
    const before = first.progress?.timeSpentSeconds ?? 0;
    expect((await report(first.id, agent, { timeSpentSeconds: 7 - before, lastPlayedPosition: 10, isCompleted: true })).json().code).toBe('LISTENING_INCOMPLETE');
    const done = await report(first.id, agent, { timeSpentSeconds: 8 - before, lastPlayedPosition: 10, isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json().progress).toMatchObject({ isCompleted: true, timeSpentSeconds: 8 });
  });
});
