import type { SkewClock, SkewEstimate } from '@shared/clock-skew';
import { getMeta, type OfflineDb, setMeta } from './db';

const SKEW_KEY = 'clockSkew';
/** The stored estimate is rewritten when it moved this much, or after this long. */
const SAVE_WHEN_MOVED_MS = 250;
const SAVE_EVERY_MS = 10 * 60_000;

/** The device's last clock skew estimate, so an app opened offline still stamps acts in server time. */
export async function loadSkew(database: OfflineDb, clock: SkewClock): Promise<void> {
  clock.load(await getMeta<SkewEstimate>(database, SKEW_KEY));
}

export async function saveSkew(database: OfflineDb, clock: SkewClock): Promise<void> {
  const estimate = clock.current();
  if (estimate) await setMeta(database, SKEW_KEY, estimate);
}

/** Keeps the stored estimate following the clock (not on every answer: a write when it moved or aged). */
export function persistSkew(database: OfflineDb, clock: SkewClock): () => void {
  let saved: SkewEstimate | null = clock.current();
  return clock.subscribe((estimate) => {
    if (saved && Math.abs(estimate.skewMs - saved.skewMs) < SAVE_WHEN_MOVED_MS && estimate.measuredAt - saved.measuredAt < SAVE_EVERY_MS) return;
    saved = estimate;
    void setMeta(database, SKEW_KEY, estimate).catch(() => undefined);
  });
}
