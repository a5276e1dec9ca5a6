import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointEvents, users } from '@server/db/schema';
import { applyProgress } from '@server/modules/training/training.repo';
import { AUDIO_REQUIRED } from '@shared/contracts/training';
import { multipart } from '../support/multipart';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const OGG = readFileSync(path.resolve('src/server/seed/audio/farmer-visits-2.ogg'));

interface Audio {
  id: string;
  isUnlocked: boolean;
  audioFileUrl: string;
  progress: null | { isCompleted: boolean; timeSpentSeconds: number; lastPlayedPosition: number; completionDate: string | null };
}

describe('training API', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let seedAgent: Record<string, string>;
  let lenderAgent: Record<string, string>;
  let recruit: Record<string, string>;
  let moduleIds: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    admin = bearer(await tokenFor(t, DEMO.admin));
    seedAgent = bearer(await tokenFor(t, DEMO.seedAgent));
    lenderAgent = bearer(await tokenFor(t, DEMO.lenderAgent));
    recruit = bearer(await tokenFor(t, DEMO.recruit));
    const res = await t.app.inject({ method: 'GET', url: '/api/training', headers: recruit });
    moduleIds = res.json().modules.map((m: { id: string }) => m.id);
    // Seeding every area's demo data is slow on a loaded shared machine.
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const moduleOf = async (id: string, headers: Record<string, string>) => (await get(`/api/training/${id}`, headers)).json().module as { status: string; audioFiles: Audio[] };
  const progress = (audioId: string, headers: Record<string, string>, body: object, key?: string) =>
    t.app.inject({ method: 'PUT', url: `/api/training/audio/${audioId}/progress`, headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });
  /** Opens a module, then lets `seconds` pass: listening can only be reported for time that has passed. */
  const openAndListen = async (moduleId: string, headers: Record<string, string>, seconds: number) => {
    await t.app.inject({ method: 'POST', url: `/api/training/${moduleId}/start`, headers });
    t.clock.advance(seconds * 1000);
  };

  it('lists the active modules with the caller’s status, counts and percent, and the stats', async () => {
    const res = await get('/api/training', seedAgent);
    expect(res.statusCode).toBe(200);
    const [m1, m2] = res.json().modules;
    expect(m1).toMatchObject({ status: 'completed', totalAudioFiles: 2, completedAudioFiles: 2, progressPercentage: 100 });
    expect(m2).toMatchObject({ status: 'in_progress', totalAudioFiles: 2, completedAudioFiles: 0, progressPercentage: 0 });
    const fresh = (await get('/api/training', recruit)).json().modules;
    expect(fresh.map((m: { status: string }) => m.status)).toEqual(['not_started', 'not_started', 'not_started']);
    const stats = await get('/api/training/stats', seedAgent);
    expect(stats.json().stats).toEqual({ completedModules: 1, inProgressModules: 2, totalModules: 3, completionRate: 33 });
  });

  it('unlocks audio in sequence for agents and everything for admins', async () => {
    const lender1 = await moduleOf(moduleIds[0], lenderAgent);
    expect(lender1.audioFiles.map((a) => a.isUnlocked)).toEqual([true, true]);
    const recruit1 = await moduleOf(moduleIds[0], recruit);
    expect(recruit1.audioFiles.map((a) => a.isUnlocked)).toEqual([true, false]);
    expect(recruit1.audioFiles[0].audioFileUrl).toMatch(/^\/audio\/[a-f0-9]{64}\.ogg$/);
    const admin1 = await moduleOf(moduleIds[1], admin);
    expect(admin1.audioFiles.map((a) => a.isUnlocked)).toEqual([true, true]);
  });

  it('refuses to complete a locked audio, then unlocks the next one once the previous is complete', async () => {
    const { audioFiles } = await moduleOf(moduleIds[1], recruit);
    const locked = await progress(audioFiles[1].id, recruit, { timeSpentSeconds: 1, lastPlayedPosition: 1, isCompleted: true });
    expect(locked.statusCode).toBe(422);
    await openAndListen(moduleIds[1], recruit, 10);
    const done = await progress(audioFiles[0].id, recruit, { timeSpentSeconds: 6, lastPlayedPosition: 6.3, isCompleted: true });
    expect(done.statusCode).toBe(200);
    const after = await moduleOf(moduleIds[1], recruit);
    expect(after.audioFiles.map((a) => a.isUnlocked)).toEqual([true, true]);
    expect(after.status).toBe('in_progress');
  });

  it('adds time up once per Idempotency-Key, keeps the last position and keeps completion sticky', async () => {
    const [first] = (await moduleOf(moduleIds[0], recruit)).audioFiles;
    await openAndListen(moduleIds[0], recruit, 3);
    const key = randomUUID();
    const step = { timeSpentSeconds: 3, lastPlayedPosition: 3, isCompleted: false };
    expect((await progress(first.id, recruit, step, key)).statusCode).toBe(200);
    const replay = await progress(first.id, recruit, step, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().progress.timeSpentSeconds).toBe(3);

    t.clock.advance(4_000);
    await progress(first.id, recruit, { timeSpentSeconds: 4, lastPlayedPosition: 7.9, isCompleted: true }, randomUUID());
    const completed = (await moduleOf(moduleIds[0], recruit)).audioFiles[0].progress!;
    expect(completed).toMatchObject({ timeSpentSeconds: 7, lastPlayedPosition: 7.9, isCompleted: true });

    t.clock.advance(60_000);
    await progress(first.id, recruit, { timeSpentSeconds: 2, lastPlayedPosition: 1.5, isCompleted: false }, randomUUID());
    const later = (await moduleOf(moduleIds[0], recruit)).audioFiles[0].progress!;
    expect(later).toMatchObject({ timeSpentSeconds: 9, lastPlayedPosition: 1.5, isCompleted: true, completionDate: completed.completionDate });
  });

  it('applies a step once per key even without the central idempotency layer (a replay reaching the handler)', async () => {
    const [, second] = (await moduleOf(moduleIds[0], recruit)).audioFiles;
    const [u] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.recruit));
    const step = { userId: u.id, moduleAudioId: second.id, lastPlayedPosition: 5, isCompleted: false, at: t.clock.now(), recordedAt: t.clock.now(), key: `${u.id}:step-1` };
    await applyProgress(t.deps.db, step, () => 5);
    const replayed = await applyProgress(t.deps.db, step, () => 5);
    expect(replayed.timeSpentSeconds).toBe(5);
    const next = await applyProgress(t.deps.db, { ...step, key: `${u.id}:step-2`, lastPlayedPosition: 7 }, () => 2);
    expect(next).toMatchObject({ timeSpentSeconds: 7, lastPlayedPosition: 7 });
  });

  it('validates the progress body', async () => {
    const [first] = (await moduleOf(moduleIds[0], recruit)).audioFiles;
    const bad = await progress(first.id, recruit, { timeSpentSeconds: -1, lastPlayedPosition: 0, isCompleted: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await progress(randomUUID(), recruit, { timeSpentSeconds: 1, lastPlayedPosition: 0, isCompleted: false })).statusCode).toBe(404);
  });

  it('registers a start and awards REVISIT_TRAINING once per module per day for a completed module', async () => {
    const start = () => t.app.inject({ method: 'POST', url: `/api/training/${moduleIds[0]}/start`, headers: seedAgent });
    const revisits = async () => {
      const [u] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
      return t.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, u.id), eq(pointEvents.activityType, 'REVISIT_TRAINING')));
    };
    expect((await start()).json()).toMatchObject({ status: 'completed' });
    await start();
    expect(await revisits()).toHaveLength(1);
    t.clock.advance(24 * 60 * 60 * 1000);
    await start();
    const rows = await revisits();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.points === 5)).toBe(true);

    const opened = await t.app.inject({ method: 'POST', url: `/api/training/${moduleIds[1]}/start`, headers: lenderAgent });
    expect(opened.json().status).toBe('in_progress');
  });

  describe('admin', () => {
    it('keeps agents and company admins away from every admin endpoint', async () => {
      const seedAdmin = bearer(await tokenFor(t, DEMO.seedAdmin));
      const form = await multipart([['title', 'x'], ['audioFiles', OGG, 'a.ogg']]);
      for (const headers of [seedAgent, seedAdmin]) {
        expect((await get('/api/training/admin/modules', headers)).statusCode).toBe(403);
        expect((await get('/api/training/admin/modules/stats', headers)).statusCode).toBe(403);
        expect((await get('/api/training/admin/audio-files', headers)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...headers, ...form.headers }, payload: form.payload })).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'PATCH', url: `/api/training/admin/modules/${moduleIds[0]}/toggle`, headers })).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'DELETE', url: `/api/training/admin/modules/${moduleIds[0]}`, headers })).statusCode).toBe(403);
      }
    });

    it('creates, edits, toggles, filters and deletes a module', async () => {
      const noAudio = await multipart([['title', 'Empty'], ['description', 'd'], ['isActive', 'true']]);
      const refused = await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...admin, ...noAudio.headers }, payload: noAudio.payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(AUDIO_REQUIRED);

      const notAudio = await multipart([['title', 'Bad'], ['audioFiles', Buffer.from('plain text'), 'notes.mp3']]);
      const bad = await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...admin, ...notAudio.headers }, payload: notAudio.payload });
      expect(bad.json().message).toBe('notes.mp3 is not a valid audio file');

      const form = await multipart([
        ['title', 'Soil health'],
        ['description', 'Testing soil before planting'],
        ['isActive', 'false'],
        ['audioFiles', OGG, 'soil-1.ogg'],
        ['audioFiles', Buffer.concat([OGG, Buffer.from('x')]), 'soil-2.ogg'],
      ]);
      const created = await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(created.statusCode).toBe(201);
      const module = created.json().module;
      expect(created.json().message).toBe('Training module created successfully');
      expect(module).toMatchObject({ title: 'Soil health', isActive: false, moduleOrder: 4, totalAudioFiles: 2 });
      expect(module.audioFiles[0].duration).toBeGreaterThan(5);

      expect((await get(`/api/training/${module.id}`, recruit)).statusCode).toBe(404);
      const listed = await get('/api/training/admin/modules?status=inactive&title=soil', admin);
      expect(listed.json().modules.map((m: { id: string }) => m.id)).toEqual([module.id]);
      expect(listed.json().pagination).toMatchObject({ totalItems: 1, totalPages: 1, currentPage: 1 });
      const paged = await get('/api/training/admin/modules?page=2&limit=2', admin);
      expect(paged.json().modules).toHaveLength(2);
      expect(paged.json().pagination).toMatchObject({ totalItems: 4, totalPages: 2 });

      const toggled = await t.app.inject({ method: 'PATCH', url: `/api/training/admin/modules/${module.id}/toggle`, headers: admin });
      expect(toggled.json()).toMatchObject({ message: 'Module status updated successfully', module: { isActive: true } });
      expect((await get(`/api/training/${module.id}`, recruit)).statusCode).toBe(200);

      const edit = await multipart([['title', 'Soil health basics'], ['isActive', 'true'], ['keepAudioIds', module.audioFiles[1].id], ['audioFiles', Buffer.concat([OGG, Buffer.from('yz')]), 'soil-3.ogg']]);
      const updated = await t.app.inject({ method: 'PUT', url: `/api/training/admin/modules/${module.id}`, headers: { ...admin, ...edit.headers }, payload: edit.payload });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().module.title).toBe('Soil health basics');
      expect(updated.json().module.audioFiles.map((a: { originalName: string; position: number }) => [a.originalName, a.position])).toEqual([
        ['soil-2.ogg', 1],
        ['soil-3.ogg', 2],
      ]);

      const removeAll = await multipart([['title', 'Soil health basics']]);
      const empty = await t.app.inject({ method: 'PUT', url: `/api/training/admin/modules/${module.id}`, headers: { ...admin, ...removeAll.headers }, payload: removeAll.payload });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(AUDIO_REQUIRED);

      const stats = await get('/api/training/admin/modules/stats', admin);
      expect(stats.json().stats).toMatchObject({ totalModules: 4, activeModules: 4 });
      const files = await get('/api/training/admin/audio-files', admin);
      expect(files.json().audioFiles[0]).toMatchObject({ type: 'ogg' });
      expect(files.json().audioFiles[0].fileSizeFormatted).toMatch(/KB$/);

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/training/admin/modules/${module.id}`, headers: admin });
      expect(deleted.json().message).toBe('Module deleted successfully');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/training/admin/modules/${module.id}`, headers: admin })).statusCode).toBe(404);
    });

    it('answers 400 with the field for a module without a title', async () => {
      const form = await multipart([['title', '  '], ['audioFiles', OGG, 'x.ogg']]);
      const res = await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Title is required', details: { fields: { title: 'Title is required' } } });
    });
  });
});
