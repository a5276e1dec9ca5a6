import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { countWrites, createWriteTestApp } from '../support/two-process-app';

let t: TestApp;
let agent: Record<string, string>;
let admin: Record<string, string>;

/** 100 registrations, so that the admin's first page of farmers is full. */
const registrations = () =>
  Array.from({ length: 100 }, (_, i) => {
    const id = randomUUID();
    const body = { id, name: `Wire Farmer ${i}`, phoneNumber: `+2547${String(20_000_000 + i)}`, gender: i % 2 ? 'Male' : 'Female', county: 'Nakuru', cropType: 'Maize' };
    return { id, method: 'POST', path: '/farmers', body };
  });

beforeAll(async () => {
  t = await createWriteTestApp();
  agent = bearer(await tokenFor(t, DEMO.seedAgent));
  admin = bearer(await tokenFor(t, DEMO.seedAdmin));
  const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers: agent, payload: { device: { backlog: 100, oldestEntryAgeSeconds: 0 }, entries: registrations() } });
  expect(res.json().results.filter((r: { status: number }) => r.status === 201)).toHaveLength(100);
}, 180_000);
afterAll(() => t.close());

const batch = (label: string) => ({ device: { backlog: 1, oldestEntryAgeSeconds: 0 }, entries: [{ id: randomUUID(), method: 'POST', path: '/test-writes', body: { label } }] });
const gzipped = (payload: unknown) => gzipSync(Buffer.from(JSON.stringify(payload)));
const sendGzip = (body: Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/sync', headers: { ...agent, 'content-type': 'application/json', 'content-encoding': 'gzip', ...headers }, payload: body });

describe('answers compressed by Accept-Encoding', () => {
  it('sends a 100-farmer page in Brotli at most 15 % of its raw size, and gzip to a client without Brotli', async () => {
    const url = '/api/farmers?limit=100';
    const raw = await t.app.inject({ method: 'GET', url, headers: admin });
    const br = await t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(raw.json().farmers).toHaveLength(100);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(raw.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(raw.body);
    expect(raw.rawPayload.length).toBeGreaterThan(10_000);
    expect(br.rawPayload.length / raw.rawPayload.length).toBeLessThanOrEqual(0.15);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a streamed CSV export on the way', async () => {
    const url = '/api/farmers?exportCsv=true';
    const raw = await t.app.inject({ method: 'GET', url, headers: admin });
    const gz = await t.app.inject({ method: 'GET', url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toContain('text/csv');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(raw.body);
  });
});

describe('gzip-compressed request bodies', () => {
  it('applies a gzip-compressed sync batch like a plain one, and a plain one still works', async () => {
    const zipped = await sendGzip(gzipped(batch('gzip-body')));
    expect(zipped.statusCode).toBe(200);
    expect(zipped.json().results[0].status).toBe(201);
    const plain = await t.app.inject({ method: 'POST', url: '/api/sync', headers: agent, payload: batch('plain-body') });
    expect(plain.json().results[0].status).toBe(201);
    expect(await countWrites(t.deps.db, 'gzip-body')).toBe(1);
    expect(await countWrites(t.deps.db, 'plain-body')).toBe(1);
  });

  it('answers 413 to a compression bomb (a few KB inflating past the body limit) and keeps serving', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20), { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    const before = process.memoryUsage().rss;
    const res = await sendGzip(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'The request body is too large.' });
    // The inflated bytes stop at the limit: far below the bomb's 64 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
    const after = await sendGzip(gzipped(batch('after-bomb')));
    expect(after.json().results[0].status).toBe(201);
  });

  it('answers 400 to a body that is not gzip, and to a cut gzip stream; nothing is written', async () => {
    const notGzip = await sendGzip(Buffer.from(JSON.stringify(batch('not-gzip'))));
    expect(notGzip.statusCode).toBe(400);
    expect(notGzip.json()).toEqual({ code: 'BAD_ENCODING', message: 'The request body is not valid gzip.' });
    const whole = gzipped(batch('cut-gzip'));
    const cut = await sendGzip(whole.subarray(0, whole.length - 12));
    expect(cut.statusCode).toBe(400);
    expect(await countWrites(t.deps.db, 'not-gzip')).toBe(0);
    expect(await countWrites(t.deps.db, 'cut-gzip')).toBe(0);
  });

  it('answers 415 to an encoding other than gzip', async () => {
    const res = await sendGzip(gzipped(batch('br-claimed')), { 'content-encoding': 'br' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_ENCODING');
  });
});
