import { AppError } from './app-error';

/** A write whose act is older than this is refused: idempotency keys are kept as long (docs/offline-sync.md). */
export const OCCURRED_AT_MAX_AGE_DAYS = 90;
/** A clock further ahead than this is wrong, not merely skewed: the write is kept at the server's time and logged. */
export const OCCURRED_AT_FUTURE_TOLERANCE_MS = 10 * 60_000;

const DAY_MS = 86_400_000;

export const occurredTooOld = () =>
  new AppError(
    422,
    'OCCURRED_TOO_OLD',
    `This change was made more than ${OCCURRED_AT_MAX_AGE_DAYS} days ago and can no longer be recorded. Enter it again if it still applies.`,
  );

/** What a write's occurredAt says about the time of its act, against the server's clock. */
export type ActTime = { kind: 'at'; at: Date; /** Set when the clock was further ahead than the tolerance. */ aheadMs?: number } | { kind: 'too-old' };

/**
 * The time of the act: the write's occurredAt, never later than the server's clock (a future act is a phone clock
 * ahead: it is kept at the server's time, since a wrong clock must not lose work); the server's time when the
 * write carries none. An act older than 90 days is too old to record.
 */
export function actTimeOf(occurredAt: Date | null, now: Date): ActTime {
  if (!occurredAt) return { kind: 'at', at: now };
  const ahead = occurredAt.getTime() - now.getTime();
  if (ahead > 0) return { kind: 'at', at: now, ...(ahead > OCCURRED_AT_FUTURE_TOLERANCE_MS ? { aheadMs: ahead } : {}) };
  if (-ahead > OCCURRED_AT_MAX_AGE_DAYS * DAY_MS) return { kind: 'too-old' };
  return { kind: 'at', at: occurredAt };
}
