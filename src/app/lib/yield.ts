/**
 * The entry's own turns (main.tsx): kept apart from `idle.ts`, whose idle-time helpers are for screens and
 * background work and would otherwise be part of the entry chunk every page loads (P1).
 */

/** Gives the browser a turn (input, paint) between two steps: `scheduler.yield`, or a 0 ms timer. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : sleep(0);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
