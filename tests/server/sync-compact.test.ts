import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactResult } from '@server/modules/sync/compact-result';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { createWriteTestApp } from '../support/two-process-app';

let t: TestApp;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await createWriteTestApp({ now: '2026-11-20T10:00:00.000Z' });
  // Signed in that morning, before the acts below: an act is never dated before its session (ADR 0046).
  agent = bearer(await tokenFor(t, DEMO.seedAgent, '2026-11-20T06:00:00.000Z'));
}, 180_000);
afterAll(() => t.close());

const OCCURRED_AT = '2026-11-20T08:15:00.000Z';
const registration = (i: number, extra: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return {
    id,
    method: 'POST',
    path: '/farmers',
    occurredAt: OCCURRED_AT,
    body: { id, name: `Compact Farmer ${i}`, phoneNumber: `+2547${String(30_000_000 + i)}`, gender: 'Female', county: 'Nakuru', cropType: 'Maize', ...extra },
  };
};
const sync = (entries: unknown[]) => t.app.inject({ method: 'POST', url: '/api/sync', headers: agent, payload: { device: { backlog: entries.length, oldestEntryAgeSeconds: 0 }, entries } });

describe('the sync batch answers compactly (D4)', () => {
  it('answers 50 farmer registrations in at most 100 bytes per entry on average, the record not echoed', async () => {
    const entries = Array.from({ length: 50 }, (_, i) => registration(i));
    const res = await sync(entries);
    const { results } = res.json();
    expect(results).toEqual(entries.map((e) => ({ id: e.id, status: 201 })));
    expect(res.rawPayload.length / entries.length).toBeLessThanOrEqual(100);
    // The same answers again for a resend (each entry replayed by its key), nothing doubled.
    const again = await sync(entries);
    expect(again.json().results).toEqual(results);
  });

  it('names the id the server chose, the time of the act when none was sent, and keeps a refusal whole', async () => {
    const { id: _dropped, ...withoutId } = registration(60).body;
    const chosen = { id: randomUUID(), method: 'POST', path: '/farmers', occurredAt: OCCURRED_AT, body: withoutId };
    const { occurredAt: _none, ...untimed } = registration(61);
    const refused = registration(62, { county: 'Atlantis' });
    const { results } = (await sync([chosen, untimed, refused])).json();
    expect(results[0]).toEqual({ id: chosen.id, status: 201, serverId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(results[0].serverId).not.toBe(chosen.id);
    expect(results[1]).toEqual({ id: untimed.id, status: 201, recordedAt: '2026-11-20T10:00:00.000Z' });
    expect(results[2]).toMatchObject({ id: refused.id, status: 400, body: { code: expect.any(String), message: expect.any(String), details: { fields: { county: expect.any(String) } } } });
  });
});

describe('compactResult', () => {
  const entry = { id: 'e-1', occurredAt: '2026-11-20T11:15:00.000+03:00' };
  it('drops what the phone knows: its own id and the same instant written with another offset', () => {
    expect(compactResult(entry, { status: 201, body: { data: { id: 'e-1', recordedAt: '2026-11-20T08:15:00.000Z', name: 'x' } } })).toEqual({ id: 'e-1', status: 201 });
  });
  it('keeps a later clamp of the time, a record answered bare, and answers without a record', () => {
    expect(compactResult(entry, { status: 200, body: { id: 'r-9', recordedAt: '2026-11-20T08:16:00.000Z' } })).toEqual({ id: 'e-1', status: 200, serverId: 'r-9', recordedAt: '2026-11-20T08:16:00.000Z' });
    expect(compactResult(entry, { status: 204, body: null })).toEqual({ id: 'e-1', status: 204 });
    expect(compactResult(entry, { status: 409, body: { code: 'CONFLICT', message: 'm' } })).toEqual({ id: 'e-1', status: 409, body: { code: 'CONFLICT', message: 'm' } });
  });
});
