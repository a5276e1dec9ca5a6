export const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_CAP_MS = 5 * 60_000;

/**
 * "Full jitter" exponential backoff: a uniformly random wait in [0, min(cap, base·2^attempt)), so that many
 * phones coming back online at once do not retry in lockstep. `attempt` counts failures so far (0 = first retry).
 */
export function backoffDelay(attempt: number, random: () => number = Math.random, base = BACKOFF_BASE_MS, cap = BACKOFF_CAP_MS): number {
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, Math.min(attempt, 30)));
  return Math.floor(random() * ceiling);
}
