/**
 * The sync batch reaches each entry's endpoint through the endpoint table (ADR 0009): whatever an entry meets,
 * its answer is the one the same write sent alone would get (status and body), and the single request sent
 * afterwards under the same key is that answer's replay, not a second write.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactResult } from '@server/modules/sync/compact-result';
import { farmers, loans, passwordResetTokens, users } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

type Entry = { id: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; body?: unknown };

let t: TestApp;
let agentToken: string;
let agentId: string;
let foreignLoanId: string;

beforeAll(async () => {
  t = await createTestApp();
  agentToken = await tokenFor(t, DEMO.seedAgent);
  [{ id: agentId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
  const [loan] = await t.deps.db.select({ id: loans.id }).from(loans).limit(1);
  foreignLoanId = loan.id;
}, 180_000);
afterAll(() => t?.close());

async function viaSync(entry: Entry, token = agentToken) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sync',
    headers: bearer(token),
    payload: { device: { backlog: 1, oldestEntryAgeSeconds: 0 }, entries: [entry] },
  });
  expect(res.statusCode).toBe(200);
  const [result] = res.json().results as { id: string; status: number; body?: unknown }[];
  return result;
}

async function alone(entry: Entry, token = agentToken) {
  const res = await t.app.inject({
    method: entry.method,
    url: `/api${entry.path}`,
    headers: { ...bearer(token), 'idempotency-key': entry.id },
    ...(entry.body === undefined ? {} : { payload: entry.body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, replayed: res.headers['idempotent-replayed'] === 'true' };
}

const entry = (method: Entry['method'], path: string, body?: unknown): Entry => ({ id: randomUUID(), method, path, body });

describe('a sync entry answers as its single request', () => {
  const farmer = () => ({ name: 'Dispatch Farmer', phoneNumber: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, gender: 'Female', county: 'Nakuru' });

  it.each([
    ['an unknown path', () => entry('POST', '/no-such-endpoint', {})],
    ['a method the path does not have', () => entry('DELETE', '/farmers')],
    ['a path parameter that is not valid percent-encoding', () => entry('POST', '/loans/%E0%A4%A/approve')],
    ['a role outside the endpoint access', () => entry('POST', '/loans', { farmerId: randomUUID(), seed: 'Maize', amount: 10 })],
    ['a body that breaks the contract', () => entry('POST', '/farmers', { name: '', phoneNumber: 12 })],
    ['no body where one is required', () => entry('POST', '/farmers')],
  ])('%s', async (_, make) => {
    const write = make();
    const batch = await viaSync(write);
    const single = await alone(write);
    expect(batch.status).toBeGreaterThanOrEqual(400);
    expect({ id: write.id, status: single.status, body: single.body }).toEqual(batch);
  });

  it('a new write: the single request with the same key replays the entry answer', async () => {
    const write = entry('POST', '/farmers', farmer());
    const batch = await viaSync(write);
    expect(batch.status).toBe(201);
    const single = await alone(write);
    expect(single.replayed).toBe(true);
    expect(compactResult(write, single)).toEqual(batch);
    expect(await t.deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.name, 'Dispatch Farmer'))).toHaveLength(1);
  });

  it('a profile edit queued offline: JSON to the multipart endpoint', async () => {
    const write = entry('PUT', `/users/${agentId}`, { name: 'Agent Dispatched' });
    const batch = await viaSync(write);
    expect(batch).toMatchObject({ status: 200 });
    const single = await alone(write);
    expect(single).toMatchObject({ status: 200, body: { data: { name: 'Agent Dispatched' } }, replayed: true });
    expect(compactResult(write, single)).toEqual(batch);
  });

  it('the same key with another body: 422 through either channel', async () => {
    const write = entry('POST', '/farmers', farmer());
    await alone(write);
    const changed = { ...write, body: farmer() };
    const batch = await viaSync(changed);
    expect(batch).toMatchObject({ status: 422, body: { code: 'IDEMPOTENCY_MISMATCH' } });
    const single = await alone(changed);
    expect({ id: write.id, status: single.status, body: single.body }).toEqual(batch);
  });
});

describe('only the app\'s own offline writes travel in a batch (issue 31 item 8)', () => {
  it.each([
    ['a sign-in', () => entry('POST', '/auth/login', { identifier: DEMO.admin, password: DEMO_PASSWORD })],
    ['a sign-up', () => entry('POST', '/auth/signup', { name: 'Batch Signup', email: 'batch.signup@demo.local', phoneNumber: '0799000111', password: 'secret12', companyId: randomUUID(), gender: 'Female' })],
    ['a forgotten password', () => entry('POST', '/auth/forgot-password', { identifier: DEMO.admin })],
    ['an admin decision', () => entry('POST', `/loans/${foreignLoanId}/approve`)],
    ['a multipart upload sent as JSON', () => entry('POST', '/file-upload/upload', { file: 'not a file' })],
  ])('refuses %s with NOT_AN_OFFLINE_WRITE and does nothing', async (_, make) => {
    const resets = (await t.deps.db.select({ id: passwordResetTokens.tokenHash }).from(passwordResetTokens)).length;
    const batch = await viaSync(make());
    expect(batch).toMatchObject({ status: 400, body: { code: 'NOT_AN_OFFLINE_WRITE' } });
    expect(JSON.stringify(batch.body)).not.toMatch(/token/i);
    expect((await t.deps.db.select({ id: passwordResetTokens.tokenHash }).from(passwordResetTokens)).length).toBe(resets);
  });

  it('answers an offline write of a role outside its access as the single request would', async () => {
    const recruit = await tokenFor(t, DEMO.recruit);
    const write = entry('POST', '/sales', { farmerId: randomUUID(), product: 'Maize', quantity: 1, unit: 'kg', amountKes: 10, saleDate: '2026-01-01' });
    const batch = await viaSync(write, recruit);
    expect(batch.status).toBe(403);
    const single = await alone(write, recruit);
    expect({ id: write.id, status: single.status, body: single.body }).toEqual(batch);
  });
});
