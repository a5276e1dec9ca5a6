import { AsyncLocalStorage } from 'node:async_hooks';

/** The auth epochs the statements of one call read, in the order they answered. */
const witnessed = new AsyncLocalStorage<string[]>();

/**
 * Runs `work`, collecting into `seen` the auth epoch of every statement of it that reads the epoch beside its
 * answer (`sawAuthEpoch`). A route that runs on a cached session whose epoch is not yet read checks the session
 * against these afterwards instead of reading the epoch in a statement of its own (ADR 0038).
 */
export function witnessingAuthEpoch<T>(seen: string[], work: () => Promise<T>): Promise<T> {
  return witnessed.run(seen, work);
}

/** A statement read the auth epoch in its own snapshot: recorded for the call that is witnessing (none: ignored). */
export function sawAuthEpoch(epoch: string): void {
  witnessed.getStore()?.push(epoch);
}
