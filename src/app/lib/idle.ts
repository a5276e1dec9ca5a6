import { useEffect, useState } from 'react';
import { sleep } from './sleep';


export function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The main thread's next idle moment, at the latest after `timeoutMs`; a short timer where the browser has no requestIdleCallback (Safari before 18). */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback === 'function') return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
  return sleep(50);
}

/** An idle callback given less than this found other work due at once (a frame, a timer, a task queued). */
const CROWDED_IDLE_MS = 10;
/** Longer than this between two idle callbacks in a row, and a long task ran between them. */
const BUSY_GAP_MS = 100;

/**
 * Resolves once the main thread has been idle for `quietMs` in a row (idle callbacks one after another, none
 * crowded by other work due, none far apart), or after `timeoutMs` at the latest: background work then starts
 * when the screen on view has drawn what it had to draw, not between two of its tasks (P2). A short timer where
 * the browser has no requestIdleCallback.
 */
export function whenQuiet(quietMs: number, timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return sleep(Math.min(quietMs, timeoutMs));
  return new Promise((resolve) => {
    const start = performance.now();
    let quietSince = start;
    let last = start;
    const look = (deadline: IdleDeadline) => {
      const now = performance.now();
      if (deadline.timeRemaining() < CROWDED_IDLE_MS || now - last > BUSY_GAP_MS) quietSince = now;
      last = now;
      if (now - quietSince >= quietMs || now - start >= timeoutMs) resolve();
      else requestIdleCallback(look, { timeout: Math.max(1, timeoutMs - (now - start)) });
    };
    requestIdleCallback(look, { timeout: Math.max(1, timeoutMs) });
  });
}

/**
 * False until the browser is idle once `ready` (what the rest of the screen waits for) is true: what is secondary
 * on a screen renders after the rest has painted.
 */
export function useIdleAfter(ready: boolean, timeoutMs = 1_000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return undefined;
    let live = true;
    void whenIdle(timeoutMs).then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, [ready, idle, timeoutMs]);
  return idle;
}
