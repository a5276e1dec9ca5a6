import { admissionRejections } from '@server/plugins/metrics';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdmissionGate } from '@server/lib/admission-gate';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { countWrites, createWriteTestApp } from '../support/two-process-app';

describe('AdmissionGate', () => {
  it('admits up to its limit, queues up to maxWaiting, refuses the rest and passes a freed place to the next in line', async () => {
    const gate = new AdmissionGate(2, 1, 10_000);
    const [a, b] = await Promise.all([gate.enter(), gate.enter()]);
    const queued = gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.rejected).toBe(1);
    expect(gate.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    a!();
    a!(); // a second call gives nothing back twice
    const c = await queued;
    expect(c).toEqual(expect.any(Function));
    expect(await Promise.race([gate.enter(), new Promise((r) => setTimeout(() => r('waiting'), 50))])).toBe('waiting');
    b!();
    c!();
  });

  it('books each refused caller a later turn, spreading a burst over the time the places need, and frees the turns as time passes', async () => {
    let now = 0;
    const gate = new AdmissionGate(2, 0, 1_000, () => now);
    const held = await Promise.all([gate.enter(), gate.enter()]);
    const told = Array.from({ length: 30 }, () => gate.retryAfterSeconds());
    // A mean hold of 200 ms over 2 places: a turn every 100 ms, 2 held ahead of the first refused caller.
    expect(told.slice(0, 8)).toEqual(Array(8).fill(1));
    expect(told.at(-1)).toBe(4);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    now += 1_000; // 10 turns come due
    expect(gate.retryAfterSeconds()).toBe(Math.ceil(((2 + 20) * 200) / 2 / 1000));
    now += 60_000;
    expect(gate.retryAfterSeconds()).toBe(1);
    for (const release of held) release!();
  });

  it('never tells a caller to wait past 60 s, however many were refused before it', () => {
    const gate = new AdmissionGate(1, 0, 1_000, () => 0);
    const told = Array.from({ length: 1_000 }, () => gate.retryAfterSeconds());
    expect(Math.max(...told)).toBe(60);
    expect(Math.min(...told)).toBe(1);
  });

  it('refuses a caller that waited maxWaitMs without a place', async () => {
    const gate = new AdmissionGate(1, 5, 30);
    const held = await gate.enter();
    expect(await gate.enter()).toBeNull();
    held!();
    expect(await gate.enter()).toEqual(expect.any(Function));
  });
});

describe('POST /api/sync under a burst', () => {
  let t: TestApp;
  let agent: Record<string, string>;
  beforeAll(async () => {
    t = await createWriteTestApp();
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
  }, 180_000);
  afterAll(() => t.close());

  it('applies SYNC_CONCURRENCY batches plus a short queue and answers the rest 503 with Retry-After, writing nothing for them', async () => {
    expect(t.deps.config.syncConcurrency).toBe(4);
    const batches = Array.from({ length: 40 }, (_, i) => ({
      device: { backlog: 1, oldestEntryAgeSeconds: 0 },
      entries: [{ id: randomUUID(), method: 'POST', path: '/test-writes', body: { label: `burst-${i}` } }],
    }));
    const rejectedBefore = await rejectionsCounted();
    const answers = await Promise.all(batches.map((payload) => t.app.inject({ method: 'POST', url: '/api/sync', headers: agent, payload })));
    const refused = answers.filter((r) => r.statusCode === 503);
    const applied = answers.filter((r) => r.statusCode === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(applied.length + refused.length).toBe(40);
    for (const r of refused) {
      expect(Number(r.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(r.json()).toMatchObject({ code: 'SYNC_BUSY' });
    }
    expect((await rejectionsCounted()) - rejectedBefore).toBe(refused.length);
    const writes = await Promise.all(batches.map((b) => countWrites(t.deps.db, b.entries[0].body.label)));
    expect(writes.map((n, i) => (answers[i].statusCode === 200 ? n === 1 : n === 0)).every(Boolean)).toBe(true);
    // The refused come back later and are applied once.
    const retried = await t.app.inject({ method: 'POST', url: '/api/sync', headers: agent, payload: batches[answers.indexOf(refused[0])] });
    expect(retried.statusCode).toBe(200);
  });
});

/** What `admission_rejections_total` (GET /api/metrics) has counted for POST /api/sync in this process. */
async function rejectionsCounted(): Promise<number> {
  const { values } = await admissionRejections.get();
  return values.find((v) => v.labels.route === '/api/sync')?.value ?? 0;
}
