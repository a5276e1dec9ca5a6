import 'fake-indexeddb/auto';
import { CLOCK_DISAGREES_MS, SKEW_JUMP_MS, SkewClock, skewSample } from '@shared/clock-skew';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSkew, saveSkew } from '@app/offline/clock-store';
import { occurredAtOf, sessionStamp } from '@app/offline/occurred-at';
import { addEntry, resendEntry } from '@app/offline/queue';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page } from './support/harness';

const HOUR = 3_600_000;

describe('clock skew', () => {
  it('reads the server time halfway through the round trip, and a Date header half a second into its second', () => {
    expect(skewSample(10_000, 1_000, 1_200)).toBe(8_900);
    const clock = new SkewClock(() => 0);
    clock.observeDateHeader(new Date(5_000).toUTCString(), 0, 0);
    expect(clock.skewMs).toBe(5_500);
  });

  it('smooths small differences and starts again when the device clock jumped', () => {
    let device = 0;
    const clock = new SkewClock(() => device);
    expect(clock.act()).toEqual({ at: 0, corrected: false });
    clock.observe(1_000, 0, 0);
    clock.observe(1_400, 0, 0);
    expect(clock.skewMs).toBe(1_100);
    clock.observe(2 * SKEW_JUMP_MS, 0, 0);
    expect(clock.skewMs).toBe(2 * SKEW_JUMP_MS);
    device = 50;
    expect(clock.act()).toEqual({ at: 50 + 2 * SKEW_JUMP_MS, corrected: true });
  });

  it('dates an act by the monotonic time since the last server time when the device clock is turned back while running (issue 33)', () => {
    let device = Date.UTC(2026, 10, 20, 9);
    let mono = 0;
    const clock = new SkewClock(() => device, () => mono);
    clock.observe(device + 5_000, device, device);
    device -= 92 * 24 * HOUR; // a flat battery: the phone restarts on a date three months back
    mono += 2 * HOUR;
    expect(clock.act()).toEqual({ at: Date.UTC(2026, 10, 20, 11) + 5_000, corrected: true });
    // A device clock that agrees with the elapsed time is believed again (small drift, not a jump).
    device = Date.UTC(2026, 10, 20, 11) + 30_000;
    expect(clock.act().at).toBe(device + 5_000);
    device += CLOCK_DISAGREES_MS + 60_000;
    expect(clock.act().at).toBe(Date.UTC(2026, 10, 20, 11) + 5_000);
  });

  it('never dates an act of a later run before the last server time seen (the clock was turned back while off)', async () => {
    const page = openPage(freshDbName(), { fetch: () => Promise.reject(new Error('unused')), session: () => null });
    const seenAt = Date.UTC(2026, 10, 20, 9);
    const before = new SkewClock(() => seenAt);
    before.observe(seenAt, seenAt, seenAt);
    await saveSkew(page.db, before);
    let mono = 1_000;
    const after = new SkewClock(() => seenAt - 30 * 24 * HOUR, () => mono);
    await loadSkew(page.db, after);
    mono += 10 * 60_000;
    expect(after.act()).toEqual({ at: seenAt + 10 * 60_000, corrected: true });
    // A device clock later than the last server time seen is taken as it is.
    const onTime = new SkewClock(() => seenAt + HOUR);
    await loadSkew(page.db, onTime);
    expect(onTime.act()).toEqual({ at: seenAt + HOUR, corrected: true });
    page.engine.close();
    await page.db.delete();
  });

  it('is kept in Dexie between runs', async () => {
    const page = openPage(freshDbName(), { fetch: () => Promise.reject(new Error('unused')), session: () => null });
    const measured = new SkewClock();
    measured.observe(Date.now() + HOUR, Date.now(), Date.now());
    await saveSkew(page.db, measured);
    const later = new SkewClock();
    await loadSkew(page.db, later);
    expect(Math.round(later.skewMs! / 1000)).toBe(3600);
    page.engine.close();
    await page.db.delete();
  });
});

describe('occurredAt on the wire', () => {
  let page: Page;
  afterEach(async () => {
    page.engine.close();
    await page.db.delete();
  });

  const queue = (occurredAt: number, occurredAtCorrected: boolean) => {
    const id = crypto.randomUUID();
    return addEntry(page.db, {
      id,
      userId: 'u1',
      kind: 'record.create',
      label: 'Record',
      method: 'POST',
      path: '/records',
      body: { value: id, owner: 'u1' },
      dependsOn: [],
      invalidates: [],
      occurredAt,
      occurredAtCorrected,
    });
  };

  it.each([
    ['batch entries', true],
    ['the X-Occurred-At header of single requests', false],
  ])('%s carry the moment of the act; a stamp taken before any skew was known is corrected when sent', async (_name, batch) => {
    const server = new FakeServer();
    server.batch = batch;
    server.clockOffsetMs = HOUR;
    const token = server.signIn('u1');
    const clock = new SkewClock();
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => ({ userId: 'u1', token }), clock });
    const actedAt = Date.now() - 3 * 24 * HOUR;
    // Queued offline three days ago, before this device had ever talked to the server.
    const uncorrected = await queue(actedAt, false);
    const corrected = await queue(actedAt + 5 * HOUR, true);
    await page.db.outbox.bulkUpdate([uncorrected, corrected].map((e) => ({ key: e.id, changes: { status: 'needs_attention' as const } })));
    // A first answer (the start's empty report) teaches the engine the skew; then the entries go.
    await page.engine.trigger('start');
    expect(Math.round(clock.skewMs! / 60_000)).toBe(60);
    await page.db.outbox.toCollection().modify({ status: 'queued' });
    expect(await page.engine.trigger('manual')).toBe('done');
    const sent = (id: string) => Date.parse(server.occurredAt.get(id)!);
    expect(server.records.size).toBe(2);
    expect(sent(corrected.id)).toBe(actedAt + 5 * HOUR);
    expect(Math.abs(sent(uncorrected.id) - (actedAt + HOUR))).toBeLessThan(2_000);
    expect(occurredAtOf({ createdAt: 5, occurredAt: undefined, occurredAtCorrected: undefined }, 10)).toBe(new Date(15).toISOString());
  });

  it('an entry edited and resent keeps the moment of the act (the act did not move, only its content)', async () => {
    page = openPage(freshDbName(), { fetch: () => Promise.reject(new Error('unused')), session: () => null });
    const actedAt = Date.now() - 2 * 24 * HOUR;
    const entry = await queue(actedAt, true);
    const newId = await resendEntry(page.db, entry.id, { value: 'edited', owner: 'u1' });
    expect(newId).not.toBe(entry.id);
    expect(await page.db.outbox.get(newId)).toMatchObject({ occurredAt: actedAt, occurredAtCorrected: true, body: { value: 'edited' } });
  });
});

/** A token whose payload names the session `jti` (the client never verifies a token; it only reads its id). */
const tokenOf = (jti: string) => `h.${btoa(JSON.stringify({ sub: 'u1', jti })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

describe('the session id read from a token', () => {
  it('reads the session id from the token that made the entry, and none from a token without one', () => {
    const jti = crypto.randomUUID();
    expect(sessionStamp(tokenOf(jti))).toEqual({ sessionId: jti });
    expect(sessionStamp('not-a-token')).toEqual({});
    expect(sessionStamp('a.%%%.b')).toEqual({});
  });
});

describe('the session of an entry (ADR 0046)', () => {
  let page: Page;
  afterEach(async () => {
    page.engine.close();
    await page.db.delete();
  });

  it.each([
    ['batch entries', true],
    ['the X-Session-Id header of single requests', false],
  ])('%s name the session the entry was made in, when a later session sends it', async (_name, batch) => {
    const server = new FakeServer();
    server.batch = batch;
    const token = server.signIn('u1');
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => ({ userId: 'u1', token }) });
    const made = crypto.randomUUID();
    const entry = await addEntry(page.db, {
      id: crypto.randomUUID(),
      userId: 'u1',
      kind: 'record.create',
      label: 'Record',
      method: 'POST',
      path: '/records',
      body: { value: 'kept across a sign-out', owner: 'u1' },
      dependsOn: [],
      invalidates: [],
      occurredAt: Date.now(),
      occurredAtCorrected: true,
      ...sessionStamp(tokenOf(made)),
    });
    expect(await page.engine.trigger('manual')).toBe('done');
    expect(server.sessionId.get(entry.id)).toBe(made);
  });
});
