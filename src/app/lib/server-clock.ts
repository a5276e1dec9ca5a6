import { SkewClock } from '@shared/clock-skew';

/**
 * The page's one estimate of the server's clock: every API answer's `Date` header feeds it (api-client.ts),
 * and so do the sync engine's answers; offline/clock-store.ts keeps it in Dexie between runs.
 */
export const serverClock = new SkewClock();

/** The moment of an act sent straight away (an online write), as the `X-Occurred-At` header carries it. */
export const occurredAtNow = (): string => new Date(serverClock.act().at).toISOString();
