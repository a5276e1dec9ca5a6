import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSyncReports, users } from '@server/db/schema';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { countWrites, createWriteTestApp } from '../support/two-process-app';

type Entry = { id: string; method: string; path: string; body?: unknown };
const device = (backlog = 0, oldestEntryAgeSeconds = 0) => ({ backlog, oldestEntryAgeSeconds, deviceId: 'phone-1' });
const writeEntry = (label: string, extra: Record<string, unknown> = {}): Entry => ({ id: randomUUID(), method: 'POST', path: '/test-writes', body: { label, ...extra } });

describe('POST /api/sync', () => {
  let t: TestApp;
  let agent: Record<string, string>;
  let agentId: string;
  const sync = (entries: Entry[], dev = device(), headers = agent) =>
    t.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device: dev, entries } });

  beforeAll(async () => {
    t = await createWriteTestApp();
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
    const [u] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
    agentId = u.id;
  });
  afterAll(() => t.close());

  it('answers 401 without a token', async () => {
    const res = await sync([writeEntry('no-token')], device(), {});
    expect(res.statusCode).toBe(401);
    expect(await countWrites(t.deps.db, 'no-token')).toBe(0);
  });

  it('applies entries in order and answers per entry; a resend replays every answer', async () => {
    const entries = [writeEntry('ordered-1'), writeEntry('ordered-2'), writeEntry('ordered-3')];
    const res = await sync(entries);
    expect(res.statusCode).toBe(200);
    const { results, serverTime } = res.json();
    expect(serverTime).toEqual(expect.any(String));
    expect(results.map((r: { id: string }) => r.id)).toEqual(entries.map((e) => e.id));
    expect(results.map((r: { status: number }) => r.status)).toEqual([201, 201, 201]);
    // Compact answers (ADR 0051): the id the server chose for each write, not the record again.
    expect(results[0]).toEqual({ id: entries[0].id, status: 201, serverId: expect.any(String) });

    const again = (await sync(entries)).json().results;
    expect(again).toEqual(results);
    for (const n of [1, 2, 3]) expect(await countWrites(t.deps.db, `ordered-${n}`)).toBe(1);
  });

  it('reports each failing entry as its own status and goes on with the others', async () => {
    const entries: Entry[] = [
      writeEntry('mixed-ok-1'),
      writeEntry('mixed-crash', { fail: 'crash' }),
      writeEntry('mixed-refused', { fail: 'refuse' }),
      { id: randomUUID(), method: 'POST', path: '/test-writes', body: { label: '' } },
      { id: randomUUID(), method: 'GET', path: '/health' },
      { id: randomUUID(), method: 'POST', path: '/sync', body: { device: device(), entries: [] } },
      { id: randomUUID(), method: 'POST', path: '/test-writes/../sync', body: {} },
      { id: randomUUID(), method: 'DELETE', path: '/no-such-endpoint' },
      writeEntry('mixed-ok-2'),
    ];
    const res = await sync(entries);
    expect(res.statusCode).toBe(200);
    const results = res.json().results as { id: string; status: number; body: { code?: string; message?: string } }[];
    expect(results.map((r) => r.status)).toEqual([201, 500, 409, 400, 400, 400, 400, 404, 201]);
    expect(results[1].body).toMatchObject({ code: 'INTERNAL' });
    expect(results[2].body).toMatchObject({ code: 'TEST_REFUSED' });
    expect(results[3].body).toMatchObject({ code: 'VALIDATION' });
    expect(results[4].body.message).toBe('A sync entry must be a write (POST, PUT, PATCH or DELETE).');
    expect(results[5].body.message).toBe('A sync entry cannot call /sync itself.');
    expect(await countWrites(t.deps.db, 'mixed-crash')).toBe(0);
    expect(await countWrites(t.deps.db, 'mixed-ok-2')).toBe(1);
  });

  it('shares keys with single requests: an entry already sent alone is replayed, not applied twice', async () => {
    const entry = writeEntry('both-channels');
    const single = await t.app.inject({ method: 'POST', url: '/api/test-writes', headers: { ...agent, 'idempotency-key': entry.id }, payload: entry.body as object });
    expect(single.statusCode).toBe(201);
    const [result] = (await sync([entry])).json().results;
    // The batch's compact answer (ADR 0051): the status, not the record again.
    expect(result).toMatchObject({ id: entry.id, status: 201 });
    expect(result).not.toHaveProperty('body');
    const other = writeEntry('both-channels-2');
    await sync([other]);
    const alone = await t.app.inject({ method: 'POST', url: '/api/test-writes', headers: { ...agent, 'idempotency-key': other.id }, payload: other.body as object });
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(await countWrites(t.deps.db, 'both-channels')).toBe(1);
    expect(await countWrites(t.deps.db, 'both-channels-2')).toBe(1);
  });

  it('applies 1,000 entries in 5 batches exactly once, a batch sent twice included', async () => {
    const entries = Array.from({ length: 1000 }, () => writeEntry('thousand'));
    let lastAnswer: unknown;
    for (let b = 0; b < 5; b++) {
      const res = await sync(entries.slice(b * 200, (b + 1) * 200), device(1000 - b * 200, 60));
      const { results } = res.json();
      expect(results.every((r: { status: number }) => r.status === 201)).toBe(true);
      lastAnswer = results;
    }
    expect((await sync(entries.slice(800), device(200, 60))).json().results).toEqual(lastAnswer);
    expect(await countWrites(t.deps.db, 'thousand')).toBe(1000);
  }, 300_000);

  it('validates the whole batch before writing anything: a bad envelope writes no entry and no report', async () => {
    const reportBefore = await t.deps.db.select().from(deviceSyncReports).where(eq(deviceSyncReports.userId, agentId));
    const batch = (entries: Entry[], dev: Record<string, unknown>) => JSON.stringify({ device: dev, entries });
    // JSON.stringify (and the test client) cannot write 10,000 levels: the deep entry is spliced in as text.
    const deep = batch([writeEntry('envelope-deep'), writeEntry('envelope-deep-2', { extra: 'DEEP' })], device()).replace('"DEEP"', `${'['.repeat(10_000)}${']'.repeat(10_000)}`);
    const cases: [string, string][] = [
      ['a NUL in the device id', batch([writeEntry('envelope-nul')], { backlog: 1, oldestEntryAgeSeconds: 0, deviceId: 'phone\u0000x' })],
      ['a backlog beyond what is stored', batch([writeEntry('envelope-backlog')], { backlog: 2 ** 31, oldestEntryAgeSeconds: 0 })],
      ['an oldest age beyond what is stored', batch([writeEntry('envelope-age')], { backlog: 1, oldestEntryAgeSeconds: 2 ** 40 })],
      ['an entry body nested 10,000 deep', deep],
      ['a NUL in an entry body', batch([writeEntry('envelope-nul-2'), writeEntry('envelope-nul-body\u0000')], device())],
    ];
    const writesBefore = await countWrites(t.deps.db);
    for (const [what, payload] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: { ...agent, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(res.json(), what).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      expect(await countWrites(t.deps.db), what).toBe(writesBefore);
    }
    expect(await t.deps.db.select().from(deviceSyncReports).where(eq(deviceSyncReports.userId, agentId))).toEqual(reportBefore);
  });

  it('refuses a batch larger than 200 entries as a whole', async () => {
    const res = await sync(Array.from({ length: 201 }, () => writeEntry('too-many')));
    expect(res.statusCode).toBe(400);
  });

  it("records the device's backlog less what the batch accepted, also for an empty batch", async () => {
    t.clock.set('2026-03-02T10:00:00Z');
    await sync([writeEntry('backlog-1'), writeEntry('backlog-2', { fail: 'refuse' })], { backlog: 5, oldestEntryAgeSeconds: 3600, deviceId: 'phone-7' });
    const [report] = await t.deps.db.select().from(deviceSyncReports).where(eq(deviceSyncReports.userId, agentId));
    expect(report).toMatchObject({ deviceId: 'phone-7', backlog: 4, oldestEntryAgeSeconds: 3600 });
    expect(report.lastSyncAt.toISOString()).toBe('2026-03-02T10:00:00.000Z');

    t.clock.set('2026-03-02T11:00:00Z');
    const empty = await sync([], { backlog: 0, oldestEntryAgeSeconds: 0, deviceId: 'phone-7' });
    expect(empty.json()).toEqual({ results: [], serverTime: '2026-03-02T11:00:00.000Z' });
    const [after] = await t.deps.db.select().from(deviceSyncReports).where(eq(deviceSyncReports.userId, agentId));
    expect(after).toMatchObject({ backlog: 0, oldestEntryAgeSeconds: 0 });
    expect(after.lastSyncAt.toISOString()).toBe('2026-03-02T11:00:00.000Z');
  });
});
