import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '@shared/roles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuPaths, preparerFor } from '@app/offline-plan';
import { afterFirstScreen } from '@app/pwa/after-first-screen';
import type { Session } from '@app/lib/session';

afterEach(() => vi.useRealTimers());

/** Whether the promise has settled after `ms` of fake time. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('offline preparation after the first screen (ADR 0027)', () => {
  it('waits while the screen on view is loading, and starts once it has its data', async () => {
    vi.useFakeTimers();
    let busy = true;
    const ready = afterFirstScreen(() => busy);
    expect(await settledAfter(ready, 3_000)).toBe(false);
    busy = false;
    expect(await settledAfter(ready, 400)).toBe(true);
  });

  it('starts at the latest after maxWaitMs, even if the screen keeps fetching (P3b)', async () => {
    vi.useFakeTimers();
    const ready = afterFirstScreen(() => true, { maxWaitMs: 5_000 });
    expect(await settledAfter(ready, 4_000)).toBe(false);
    expect(await settledAfter(ready, 1_500)).toBe(true);
  });

  it('waits for the main thread to be quiet for quietMs once the screen has settled (ADR 0042)', async () => {
    vi.useFakeTimers();
    const ready = afterFirstScreen(() => false, { quietMs: 2_000 });
    expect(await settledAfter(ready, 1_500)).toBe(false);
    expect(await settledAfter(ready, 1_000)).toBe(true);
  });

  it("fetches a few screens' data at a time and prepares every screen of the menu, their code left to the service worker (ADR 0044)", async () => {
    const role: Role = 'potential_agent';
    const session: Session = {
      token: 't',
      role,
      user: { id: 'u1', name: 'A', email: 'a@x', role, companyId: 'c1', companyName: null, companyKind: 'seed', companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
    };
    let running = 0;
    let most = 0;
    const fetchQuery = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return { modules: [] };
    };
    const client = { fetchQuery } as unknown as QueryClient;
    const steps: number[] = [];
    const { failed } = await preparerFor(client, session)((done) => steps.push(done), new AbortController().signal);
    expect(failed).toBe(0);
    // Three screens at once (the training list and its figures are two reads of one screen).
    expect(most).toBeGreaterThanOrEqual(3);
    expect(steps.at(-1)).toBe(menuPaths(session).length);
    expect(steps.at(-1)).toBeGreaterThan(3);
  });
});
