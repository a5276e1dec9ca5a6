import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFarmerRegister } from '@app/features/farmers/api/farmer-register';
import { type Session, saveSession } from '@app/lib/session';
import { preparerFor } from '@app/offline-plan';
import { registerDb, registerSavedAt } from '@app/offline/farmer-register';

/**
 * A preparation is stopped when another user signs in (ready-for-offline.ts). A request reads the token as it goes
 * out, so whatever the stopped preparation still had queued would otherwise go out as the new user, for the
 * previous user's plan (and the farmer register would be saved under the previous user's id).
 */
const sessionOf = (id: string): Session => ({
  token: `token-${id}`,
  role: 'engaged_agent',
  user: { id, name: id, email: `${id}@x`, role: 'engaged_agent', companyId: 'c1', companyName: 'C', companyKind: 'seed', companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
});

const store = new Map<string, string>();
/** Every request sent: its path and the token it carried. */
let sent: Array<{ path: string; token: string | null }>;
/** Set by a test: answers a request (by default an empty object, which no contract accepts: the step fails). */
let answer: (path: string) => Promise<Response>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  store.clear();
  sent = [];
  answer = async () => json({});
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    init.signal?.throwIfAborted();
    const path = new URL(url, 'http://device').pathname;
    sent.push({ path, token: new Headers(init.headers).get('authorization')?.replace('Bearer ', '') ?? null });
    return answer(path);
  });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

/** Signs `next` in on the device and stops the preparation, as ready-for-offline does on a change of user. */
function switchUser(stop: AbortController, next: Session) {
  saveSession(next);
  stop.abort();
}

describe('a preparation stopped by a change of user', () => {
  it('sends nothing more, and nothing with the new token', async () => {
    const first = sessionOf('u1');
    saveSession(first);
    const stop = new AbortController();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      if (sent.length === 1) {
        switchUser(stop, sessionOf('u2'));
        await held;
      }
      return json({});
    };
    const run = preparerFor(new QueryClient(), first)(() => undefined, stop.signal);
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    const sentBeforeStop = sent.length;
    release();
    await run;
    expect(sent.every((s) => s.token === first.token)).toBe(true);
    // The workers already past their check may have had a request out; nothing was sent after the stop.
    expect(sent.length).toBe(sentBeforeStop);
  });

  it('goes through the whole plan when nobody stops it (the test above would see a change)', async () => {
    const first = sessionOf('u1');
    saveSession(first);
    await preparerFor(new QueryClient(), first)(() => undefined, new AbortController().signal);
    // The agent's plan: dashboard, questionnaire, training (list + stats), sales, farmers (page + register), incentives (4), profile.
    expect(sent.length).toBeGreaterThanOrEqual(11);
  });

  it("does not save the farmer register of a user who left during its download", async () => {
    saveSession(sessionOf('u1'));
    const stop = new AbortController();
    // The register's changes, from the start: two pages.
    const page = (n: number) => json({ farmers: [], removed: [], cursor: `walk-${n}`, more: n < 2, companies: [{ id: 'c1', name: 'C' }] });
    answer = async () => {
      // The last page's answer is on its way when the user changes: it arrives, but the register is not saved.
      if (sent.length === 2) switchUser(stop, sessionOf('u2'));
      return page(sent.length);
    };
    await expect(downloadFarmerRegister('u1', stop.signal)).rejects.toThrow();
    expect(await registerSavedAt(registerDb, 'u1')).toBeNull();
    expect(sent.map((s) => s.token)).toEqual(['token-u1', 'token-u1']);
  });
});
