import 'fake-indexeddb/auto';
import { type AudioProgressBody, updateAudioProgress } from '@shared/contracts/training';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldProgress, queueProgress } from '@app/features/training/api/audio-progress';
import { PROGRESS_EVERY_MS } from '@app/features/training/lib/use-listening';
import { db } from '@app/offline/db';
import { getEngine } from '@app/offline/engine';
import { enqueue } from '@app/offline/outbox';
import { addEntry, claimReady, type NewEntry, requeueSending, userEntries } from '@app/offline/queue';
import { stubSignedInDevice } from './support/device';
import { freshDbName, openPage, type Page } from './support/harness';

const AUDIO = { id: '7f1f8a52-5c1e-4d3a-9a57-0d1c0b6c2a10', position: 1 };
const MODULE_ID = 'module-1';
const PATH = `/training/audio/${AUDIO.id}/progress`;

/** A signed-in agent without network: the app's real queueing path, no request leaves. */
beforeAll(() => stubSignedInDevice(false));
afterEach(async () => {
  await db.outbox.clear();
  await db.local.clear();
});
afterAll(async () => {
  getEngine().close();
  vi.unstubAllGlobals();
  await db.delete();
});

const step = (timeSpentSeconds: number, lastPlayedPosition: number) =>
  queueProgress({ moduleId: MODULE_ID, audio: AUDIO, timeSpentSeconds, lastPlayedPosition });

const complete = (timeSpentSeconds: number, lastPlayedPosition: number) =>
  enqueue(updateAudioProgress, {
    params: { id: AUDIO.id },
    body: { timeSpentSeconds, lastPlayedPosition, isCompleted: true },
    kind: 'audio.progress',
    label: 'Complete audio 1',
    local: { collection: 'audio-progress', record: { audioId: AUDIO.id, moduleId: MODULE_ID, position: 1 } },
  });

describe('audio progress coalesces while offline', () => {
  it('a ten-minute audio listened offline leaves at most two entries (progress, then the completion)', async () => {
    const minutes = 10;
    const steps = (minutes * 60_000) / PROGRESS_EVERY_MS;
    for (let i = 1; i <= steps - 1; i += 1) await step(3, i * 3);
    await complete(3, minutes * 60);
    // Listening on after the completion folds into it; the completion stays one.
    for (let i = 0; i < 5; i += 1) await step(3, 10 + i * 3);
    const entries = await userEntries(db, 'agent-1');
    console.log(`Offline listening: ${steps + 5} progress steps over ${minutes + 0.25} minutes left ${entries.length} entries (${(entries.length / (minutes + 0.25)).toFixed(2)} per minute; ${((steps + 5) / (minutes + 0.25)).toFixed(0)} per minute before)`);
    expect(entries).toHaveLength(2);
    const [progress, completion] = entries.map((e) => e.body as AudioProgressBody);
    expect(progress).toEqual({ timeSpentSeconds: (steps - 1) * 3, lastPlayedPosition: (steps - 1) * 3, isCompleted: false });
    expect(completion).toEqual({ timeSpentSeconds: 3 + 5 * 3, lastPlayedPosition: 22, isCompleted: true });
    expect(entries[1].label).toBe('Complete audio 1');
    // The folded entry carries the newest act's time.
    expect(entries[0].occurredAt).toBeGreaterThanOrEqual(entries[0].createdAt);
  });

  it('folds time (adding up), position (the latest) and completion (sticky)', () => {
    expect(foldProgress({ timeSpentSeconds: 9, lastPlayedPosition: 40, isCompleted: true }, { timeSpentSeconds: 3, lastPlayedPosition: 12, isCompleted: false })).toEqual({
      timeSpentSeconds: 12,
      lastPlayedPosition: 12,
      isCompleted: true,
    });
  });
});

describe('coalescing never changes what the engine took', () => {
  let page: Page;
  afterEach(async () => {
    page.engine.close();
    await page.db.delete();
  });

  const progressEntry = (seconds: number, now = Date.now()): NewEntry => ({
    id: crypto.randomUUID(),
    userId: 'u1',
    kind: 'audio.progress',
    label: 'Listening progress, audio 1',
    method: 'PUT',
    path: PATH,
    body: { timeSpentSeconds: seconds, lastPlayedPosition: seconds, isCompleted: false },
    dependsOn: [],
    invalidates: [['training']],
    occurredAt: now,
    occurredAtCorrected: true,
  });
  const merge = foldProgress as (a: unknown, b: unknown) => unknown;
  const seconds = (body: unknown) => (body as AudioProgressBody).timeSpentSeconds;

  it('a step after the entry was taken for sending, or sent once and put back, becomes a new entry', async () => {
    page = openPage(freshDbName(), { fetch: () => Promise.reject(new Error('unused')), session: () => null });
    const first = await addEntry(page.db, progressEntry(3), { merge });
    await addEntry(page.db, progressEntry(3), { merge });
    const claim = await claimReady(page.db, 'u1', { limit: 200, now: Date.now(), ignoreHold: false });
    expect(claim.ready.map((e) => [e.id, seconds(e.body)])).toEqual([[first.id, 6]]);
    const during = await addEntry(page.db, progressEntry(3), { merge });
    expect(during.id).not.toBe(first.id);
    // The drain was cut: the first entry is queued again, but the server may hold its body under its key.
    await requeueSending(page.db);
    await addEntry(page.db, progressEntry(3), { merge });
    const entries = await userEntries(page.db, 'u1');
    expect(entries.map((e) => seconds(e.body))).toEqual([6, 6]);
    expect(entries[0].firstSentAt).toBeTypeOf('number');
  });

  it('racing the engine, no second is lost or counted twice (the pick and the fold are transactions)', async () => {
    page = openPage(freshDbName(), { fetch: () => Promise.reject(new Error('unused')), session: () => null });
    let sent = 0;
    let listened = 0;
    for (let i = 0; i < 60; i += 1) {
      const [claim] = await Promise.all([
        i % 3 === 0 ? claimReady(page.db, 'u1', { limit: 200, now: Date.now(), ignoreHold: false }) : Promise.resolve(null),
        addEntry(page.db, progressEntry(1 + (i % 4)), { merge }),
      ]);
      listened += 1 + (i % 4);
      // What was taken is "accepted" by the server: gone from the queue, its seconds counted once.
      for (const e of claim?.ready ?? []) {
        sent += seconds(e.body);
        await page.db.outbox.delete(e.id);
      }
    }
    const waiting = (await userEntries(page.db, 'u1')).reduce((sum, e) => sum + seconds(e.body), 0);
    expect(sent + waiting).toBe(listened);
  });
});
