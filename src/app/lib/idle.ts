import { useEffect, useState } from 'react';

/** Gives the browser a turn (input, paint) between two steps of background work. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : sleep(0);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The main thread's next idle moment, at the latest after `timeoutMs`; a short timer where the browser has no requestIdleCallback (Safari before 18). */
export function whenIdle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback === 'function') return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
  return sleep(50);
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

/**
 * False on the first render, true once the browser has had a turn after it (its paint, input): a second heavy part
 * of a screen mounts in a task of its own instead of lengthening the first one's (P2, total blocking time).
 */
export function useAfterYield(): boolean {
  const [yielded, setYielded] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => live && setYielded(true));
    return () => {
      live = false;
    };
  }, []);
  return yielded;
}
