import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, DEMO, type TestApp, tokenFor } from './test-app';

/**
 * For the bulk-write tests (ADR 0007): the same entries sent through one sync batch to one server and one
 * request at a time to another must answer alike, up to what the servers pick themselves.
 */
export type Entry = { id: string; method: 'POST'; path: string; body: Record<string, unknown> };
export type Result = { id: string; status: number; body: Record<string, unknown> };

export const device = { backlog: 0, oldestEntryAgeSeconds: 0, deviceId: 'bulk-phone' };

export const entryOf = (path: string, body: Record<string, unknown>, id: string = randomUUID()): Entry => ({ id, method: 'POST', path, body });

export async function syncBatch(t: TestApp, entries: Entry[], email: string = DEMO.seedAgent): Promise<Result[]> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: bearer(await tokenFor(t, email)), payload: { device, entries } });
  expect(res.statusCode).toBe(200);
  return res.json().results;
}

export async function sendAlone(t: TestApp, entry: Entry, email: string = DEMO.seedAgent): Promise<Result & { replayed: boolean }> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${entry.path}`,
    headers: { ...bearer(await tokenFor(t, email)), 'idempotency-key': entry.id },
    payload: entry.body,
  });
  return { id: entry.id, status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' };
}

export async function sendEachAlone(t: TestApp, entries: Entry[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const entry of entries) {
    const { replayed: _replayed, ...result } = await sendAlone(t, entry);
    results.push(result);
  }
  return results;
}

/** What may differ between two servers given the same requests: times, ids the server picks, seeded ids. */
export function comparable(results: Result[], generatedIds: Set<string>) {
  const seeded = ['companyId', 'registeredById', 'agentId'];
  return results.map(({ status, body }) => {
    const data = body.data as Record<string, unknown> | undefined;
    if (!data) return { status, body };
    // Each server has its own clock: without an occurredAt, the time of the act is the server's too.
    const normalised: Record<string, unknown> = { ...data, createdAt: expect.any(String), ...('recordedAt' in data ? { recordedAt: expect.any(String) } : {}) };
    for (const key of seeded) if (key in data) normalised[key] = expect.any(String);
    if (generatedIds.has(data.id as string)) normalised.id = 'generated';
    return { status, body: { data: normalised } };
  });
}
