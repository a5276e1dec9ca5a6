import { defineEndpoint } from '@shared/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiCall } from '@app/lib/api-client';
import { serverClock } from '@app/lib/server-clock';

const read = defineEndpoint({ method: 'GET', path: '/things', access: 'public', summary: 'test read', tag: 'test', response: z.object({ ok: z.boolean() }) });
const save = defineEndpoint({ method: 'POST', path: '/things', access: 'public', summary: 'test write', tag: 'test', body: z.object({ n: z.number() }), response: z.object({ ok: z.boolean() }) });

const SERVER_AHEAD_MS = 2 * 60 * 60_000;
const seen: Headers[] = [];

beforeAll(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    seen.push(new Headers(init.headers));
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json', date: new Date(Date.now() + SERVER_AHEAD_MS).toUTCString() } });
  });
});
afterAll(() => vi.unstubAllGlobals());

describe('the API client and the server clock', () => {
  it("learns the skew from every answer's Date header, and stamps writes (never reads) with X-Occurred-At in server time", async () => {
    await apiCall(read);
    expect(seen[0].has('x-occurred-at')).toBe(false);
    expect(Math.round(serverClock.skewMs! / 60_000)).toBe(120);
    await apiCall(save, { body: { n: 1 } });
    const stamped = Date.parse(seen[1].get('x-occurred-at')!);
    expect(Math.abs(stamped - (Date.now() + SERVER_AHEAD_MS))).toBeLessThan(2_000);
  });
});
