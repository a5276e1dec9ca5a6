/**
 * D1 (issue 30 item 3, ADR 0062): a JSON read carries a strong ETag and `private, no-cache`; asked again with its
 * ETag it answers 304 with no body and no security headers (they are on the stored answer); a changed answer, a
 * write, a refusal and another user's answer are never mistaken for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let agent = '';
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  agent = await tokenFor(t, DEMO.seedAgent);
  admin = await tokenFor(t, DEMO.seedAdmin);
});
afterAll(() => t.close());

const read = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-encoding': 'br, gzip', ...headers } });

describe('revalidated reads', () => {
  it.each(['/api/dashboard', '/api/farmers?limit=100', '/api/training'])('%s: ETag, then 304 with only the headers that update the stored answer', async (url) => {
    const first = await read(url, agent);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // The same ETag whatever the encoding: it names the JSON.
    expect((await read(url, agent, { 'accept-encoding': 'identity' })).headers.etag).toBe(etag);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await read(url, agent, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('private, no-cache');
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers['content-type']).toBeUndefined();
      expect(Object.keys(again.headers).join(',').length).toBeLessThan(120);
    }
  });

  it('answers in full for a stale or malformed ETag, and for another user whose answer differs', async () => {
    const mine = await read('/api/dashboard', agent);
    for (const ifNoneMatch of ['"stale"', 'garbage', '', 'W/']) expect((await read('/api/dashboard', agent, { 'if-none-match': ifNoneMatch })).statusCode).toBe(200);
    const theirs = await read('/api/dashboard', admin, { 'if-none-match': String(mine.headers.etag) });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
  });

  it('a change to the data answers 200 with a new ETag', async () => {
    const before = await read('/api/farmers?limit=1', admin);
    const [farmer] = (JSON.parse(before.body) as { farmers: { id: string }[] }).farmers;
    const put = await t.app.inject({ method: 'PUT', url: `/api/farmers/${farmer.id}`, headers: bearer(admin), payload: { village: 'Revalidated' } });
    expect(put.statusCode).toBe(200);
    const after = await read('/api/farmers?limit=1', admin, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('writes, refusals and the sign-in stay no-store, without an ETag, even when asked with If-None-Match', async () => {
    const refused = await read('/api/farmers/not-a-uuid', agent, { 'if-none-match': '*' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.headers.etag).toBeUndefined();
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: { 'if-none-match': '*' } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers.etag).toBeUndefined();
    const write = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(await tokenFor(t, DEMO.seedAgent)), 'if-none-match': '*' } });
    expect(write.statusCode).toBeLessThan(300);
    expect(write.headers.etag).toBeUndefined();
  });
});
