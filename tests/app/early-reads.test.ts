import { DASHBOARD_WEEKS_DEFAULT, getDashboard } from '@shared/contracts/dashboard';
import { defineEndpoint } from '@shared/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiCall, buildUrl, setSessionExpiredHandler } from '../../src/app/lib/api-client';
import { EARLY_READS_GLOBAL, EARLY_READ_MAX_AGE_MS, READS_BY_PATH, startEarlyReads, takeEarlyRead } from '../../src/app/lib/early-reads';
import { getSession, saveSession } from '../../src/app/lib/session';

const things = defineEndpoint({ method: 'GET', path: '/things', access: 'signed-in', summary: 'test read', tag: 'test', response: z.object({ n: z.number() }) });
const THINGS_URL = '/api/things';

const answer = (n: number, status = 200) => new Response(JSON.stringify(status === 200 ? { n } : { message: 'no' }), { status, headers: { 'content-type': 'application/json' } });
const store = new Map<string, string>();
/** Every fetch the page and the app sent: URL and token. */
let sent: Array<{ url: string; token: string | null }>;
let answers: Array<() => Promise<Response>>;

function signIn(token: string, id = 'u1') {
  saveSession({ token, role: 'engaged_agent', user: { id, name: 'A', email: 'a@x', role: 'engaged_agent', companyId: 'c', companyName: 'C', companyKind: 'seed', companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null } });
}

beforeEach(() => {
  store.clear();
  sent = [];
  answers = [];
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, token: new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null });
    return (answers.shift() ?? (async () => answer(sent.length)))();
  });
  delete (globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page's script, for a test endpoint's URL. */
const startEarly = (token: string) => startEarlyReads([THINGS_URL], token);

describe('early reads (ADR 0032)', () => {
  it("lists the dashboard's first read exactly as the API client writes its URL", () => {
    expect(READS_BY_PATH['/dashboard']).toEqual([buildUrl(getDashboard, undefined, { weeks: DASHBOARD_WEEKS_DEFAULT })]);
  });

  it("is adopted once by the same session's call: the read is not sent again, the next call is", async () => {
    signIn('t1');
    startEarly('t1');
    expect(sent).toEqual([{ url: THINGS_URL, token: 't1' }]);
    await expect(apiCall(things)).resolves.toEqual({ n: 1 });
    expect(sent).toHaveLength(1);
    await expect(apiCall(things)).resolves.toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
  });

  it("is not adopted by another user's session: that user's own read is sent with their token", async () => {
    startEarly('t-old');
    signIn('t-new', 'u2');
    await expect(apiCall(things)).resolves.toEqual({ n: 2 });
    expect(sent.map((s) => s.token)).toEqual(['t-old', 't-new']);
    expect(takeEarlyRead(THINGS_URL, 't-old')).toBeUndefined();
  });

  it('is not adopted once stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    signIn('t1');
    startEarly('t1');
    vi.setSystemTime(Date.now() + EARLY_READ_MAX_AGE_MS + 1);
    await apiCall(things);
    expect(sent).toHaveLength(2);
  });

  it('a failed early read is sent again by the call', async () => {
    signIn('t1');
    answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    startEarly('t1');
    await expect(apiCall(things)).resolves.toEqual({ n: 2 });
    expect(sent).toHaveLength(2);
  });

  it('a 401 answer to the early read (a revoked token) ends the session like any call', async () => {
    signIn('t-revoked');
    answers.push(async () => answer(0, 401));
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    startEarly('t-revoked');
    await expect(apiCall(things)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    expect(sent).toHaveLength(1);
  });
});
