import type { StoredText } from '../i18n/stored-text';

/** The shapes of docs/outbox-api (see outbox.ts for the functions). */
export type EntryStatus = 'queued' | 'sending' | 'needs_attention';

export interface EntryError {
  status: number;
  message: string;
  /** The server's code of the refusal (e.g. `OCCURRED_TOO_OLD`), where it sent one. */
  code?: string;
  fields?: Record<string, string>;
}

export interface OutboxEntry {
  /** uuid v4: the Idempotency-Key, and the new record's id where the write creates one. */
  id: string;
  /** Owner: only ever synced with this user's session. */
  userId: string;
  kind: string;
  /** Human text for the Sync page, e.g. 'Register farmer Jane Wanjiku', in the language it was queued in. */
  label: string;
  /** The label's key and values: the Sync page shows it in the language on screen (entries queued before it have none). */
  text?: StoredText;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Filled path under /api, e.g. '/farmers'. */
  path: string;
  body: unknown;
  /** Entry ids that must be synced first. */
  dependsOn: string[];
  /** Device time when queued, kept strictly increasing per user: the queue's order. */
  createdAt: number;
  /**
   * When the user acted (ms): device time plus the clock skew known then. Without a known skew it is device
   * time and `occurredAtCorrected` is false: the skew known when it is sent corrects it then. Entries queued
   * before this field existed use `createdAt`.
   */
  occurredAt?: number;
  occurredAtCorrected?: boolean;
  /**
   * The sign-in session the entry was made in (its token's id): the server dates the act no earlier than that
   * session's start, also when the entry goes under a later session of its owner (ADR 0046). Entries queued
   * before this field existed have none and count as the sending session's.
   */
  sessionId?: string;
  attempts: number;
  /** Not sent before this time (backoff, Retry-After): every trigger of every engine reads it, "Sync now" excepted. */
  nextAttemptAt: number;
  /** Set when the entry first left for the server: from then on its body never changes (the server may hold it under its key). */
  firstSentAt?: number;
  status: EntryStatus;
  lastError?: EntryError;
  /** Query keys to invalidate once the server accepted the entry. */
  invalidates: unknown[][];
  /** Told to the user once the server accepted the entry (a write whose arrival matters to them)... */
  accepted?: StoredText;
  /** ...as entries queued before `accepted` carry it: in the language of the moment it was queued. */
  acceptedMessage?: string;
  /** The local copy of the record the entry creates/changes, shown in lists until synced. */
  local?: { collection: string; record: Record<string, unknown> };
}
