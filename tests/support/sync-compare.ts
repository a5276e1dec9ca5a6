import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { compactResult } from '@server/modules/sync/compact-result';
import { bearer, DEMO, type TestApp, tokenFor } from './test-app';

/**
 * For the bulk-write tests (ADR 0007): the same entries sent through one sync batch to one server and one
 * request at a time to another must answer alike, up to what the servers pick themselves.
 */
export type Entry = { id: string; method: 'POST'; path: string; body: Record<string, unknown> };
/** An entry's answer in the batch's compact form (ADR 0051). */
export type Result = { id: string; status: number; serverId?: string; recordedAt?: string; body?: Record<string, unknown> };

export const device = { backlog: 0, oldestEntryAgeSeconds: 0, deviceId: 'bulk-phone' };

export const entryOf = (path: string, body: Record<string, unknown>, id: string = randomUUID()): Entry => ({ id, method: 'POST', path, body });

export async function syncBatch(t: TestApp, entries: Entry[], email: string = DEMO.seedAgent): Promise<Result[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: bearer(await tokenFor(t, email)), payload: { device, entries } });
  expect(res.statusCode).toBe(200);
  return res.json().results;
}

export async function sendAlone(t: TestApp, entry: Entry, email: string = DEMO.seedAgent): Promise<{ id: string; status: number; body: Record<string, unknown>; replayed: boolean }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${entry.path}`,
    headers: { ...bearer(await tokenFor(t, email)), 'idempotency-key': entry.id },
    payload: entry.body,
  });
  return { id: entry.id, status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' };
}

/** The entries sent one request each, their answers in the compact form the batch gives them. */
export async function sendEachAlone(t: TestApp, entries: Entry[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const entry of entries) {
    const { status, body } = await sendAlone(t, entry);
    results.push(compactResult(entry, { status, body }) as Result);
  }
  return results;
}

/** What may differ between two servers given the same requests: times and the ids the servers pick. */
export function comparable(results: Result[], generatedIds: Set<string>) {
  return results.map(({ id: _id, ...result }) => ({
    ...result,
    ...(result.serverId === undefined ? {} : { serverId: generatedIds.has(result.serverId) ? 'generated' : result.serverId }),
    // Each server has its own clock: without an occurredAt, the time of the act is the server's too.
    ...(result.recordedAt === undefined ? {} : { recordedAt: expect.any(String) }),
  }));
}
