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

/** What a write's occurredAt says about the time of its act, against the server's clock and the session's start. */
export type ActTime =
  | {
      kind: 'at';
      at: Date;
      /** Set when the clock was further ahead than the tolerance. */
      aheadMs?: number;
      /** Set when the act was dated before the session that made it began (by so much): it is kept at that start. */
      beforeSessionMs?: number;
    }
  | { kind: 'too-old' };

/**
 * The time of the act: the write's occurredAt, never later than the server's clock (a future act is a phone clock
 * ahead: it is kept at the server's time, since a wrong clock must not lose work) nor earlier than `since`, the
 * start of the sign-in session that made it (ADR 0046: nothing is done in a session before it began, and a
 * session never begins before its account exists); the server's time when the write carries none. An act older
 * than 90 days is too old to record.
 */
export function actTimeOf(occurredAt: Date | null, now: Date, since: Date | null = null): ActTime {
  if (!occurredAt) return { kind: 'at', at: now };
  const ahead = occurredAt.getTime() - now.getTime();
  if (ahead > 0) return { kind: 'at', at: now, ...(ahead > OCCURRED_AT_FUTURE_TOLERANCE_MS ? { aheadMs: ahead } : {}) };
  if (-ahead > OCCURRED_AT_MAX_AGE_DAYS * DAY_MS) return { kind: 'too-old' };
  const before = since ? since.getTime() - occurredAt.getTime() : 0;
  if (since && before > 0) return { kind: 'at', at: since <= now ? since : now, beforeSessionMs: before };
  return { kind: 'at', at: occurredAt };
}
