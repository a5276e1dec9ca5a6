import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from '@app/lib/idle';

/**
 * A stand-in for the browser's idle callbacks on fake timers: each comes `gapMs` after it was asked for, with
 * `remaining()` ms of idle time (50 when nothing else is due).
 */
function idleCallbacks(gapMs: () => number, remaining: () => number) {
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    setTimeout(() => callback({ didTimeout: false, timeRemaining: remaining }), gapMs()),
  );
}

async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenQuiet: the main thread idle for a while in a row (ADR 0042)', () => {
  it('resolves once idle callbacks with whole idle periods have followed each other for quietMs', async () => {
    vi.useFakeTimers();
    idleCallbacks(
      () => 50,
      () => 50,
    );
    const quiet = whenQuiet(1_000, 10_000);
    expect(await settledAfter(quiet, 900)).toBe(false);
    expect(await settledAfter(quiet, 200)).toBe(true);
  });

  it('starts counting again after a long task (a gap between two idle callbacks) or crowded idle periods', async () => {
    vi.useFakeTimers();
    let busyUntil = 0;
    idleCallbacks(
      () => (Date.now() < busyUntil ? 150 : 50),
      () => (Date.now() < busyUntil ? 3 : 50),
    );
    const quiet = whenQuiet(1_000, 10_000);
    expect(await settledAfter(quiet, 700)).toBe(false);
    busyUntil = Date.now() + 600;
    expect(await settledAfter(quiet, 1_000)).toBe(false);
    expect(await settledAfter(quiet, 800)).toBe(true);
  });

  it('resolves at timeoutMs even if the thread never gets quiet', async () => {
    vi.useFakeTimers();
    idleCallbacks(
      () => 20,
      () => 2,
    );
    const quiet = whenQuiet(1_000, 3_000);
    expect(await settledAfter(quiet, 2_900)).toBe(false);
    expect(await settledAfter(quiet, 200)).toBe(true);
  });
});
