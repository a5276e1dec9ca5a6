/** The shapes of docs/outbox-api (see outbox.ts for the functions). */
export type EntryStatus = 'queued' | 'sending' | 'needs_attention';

export interface EntryError {
  status: number;
  message: string;
  fields?: Record<string, string>;
}

export interface OutboxEntry {
  /** uuid v4: the Idempotency-Key, and the new record's id where the write creates one. */
  id: string;
  /** Owner: only ever synced with this user's session. */
  userId: string;
  kind: string;
  /** Human text for the Sync page, e.g. 'Register farmer Jane Wanjiku'. */
  label: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Filled path under /api, e.g. '/farmers'. */
  path: string;
  body: unknown;
  /** Entry ids that must be synced first. */
  dependsOn: string[];
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: EntryStatus;
  lastError?: EntryError;
  /** Query keys to invalidate once the server accepted the entry. */
  invalidates: unknown[][];
  /** Told to the user once the server accepted the entry (a write whose arrival matters to them). */
  acceptedMessage?: string;
  /** The local copy of the record the entry creates/changes, shown in lists until synced. */
  local?: { collection: string; record: Record<string, unknown> };
}
