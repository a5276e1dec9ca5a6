import type { ActTime } from '@shared/clock-skew';
import { sessionIdOfToken } from '@shared/session-id';
import type { OutboxEntry } from './outbox-types';
import type { ActStamp } from './queue';

/** The stamp an entry keeps of the moment its user acted. */
export const actStamp = (act: ActTime): ActStamp => ({ occurredAt: act.at, occurredAtCorrected: act.corrected });

/** The stamp an entry keeps of the sign-in session it was made in (none when the token names none). */
export function sessionStamp(token: string): { sessionId?: string } {
  const sessionId = sessionIdOfToken(token);
  return sessionId ? { sessionId } : {};
}

/**
 * The `occurredAt` an entry is sent with (ISO 8601, UTC). A stamp taken without a known skew is corrected
 * with the skew known at sending time, the best estimate then (docs/decisions.md); an entry queued before
 * stamps existed uses the time it was queued.
 */
export function occurredAtOf(entry: Pick<OutboxEntry, 'occurredAt' | 'occurredAtCorrected' | 'createdAt'>, skewMs: number | null): string {
  const corrected = entry.occurredAt !== undefined && entry.occurredAtCorrected === true;
  const at = entry.occurredAt ?? entry.createdAt;
  return new Date(corrected ? at : at + (skewMs ?? 0)).toISOString();
}
