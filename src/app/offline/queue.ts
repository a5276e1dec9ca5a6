import type { StoredText } from '../i18n/stored-text';
import type { OfflineDb } from './db';
import type { EntryError, OutboxEntry } from './outbox-types';

/** The moment the user acted, as stamped when the write is queued (see `OutboxEntry.occurredAt`). */
export interface ActStamp {
  occurredAt: number;
  occurredAtCorrected: boolean;
}

export type NewEntry = Omit<
  OutboxEntry,
  'createdAt' | 'attempts' | 'nextAttemptAt' | 'status' | 'lastError' | 'firstSentAt' | 'occurredAt' | 'occurredAtCorrected'
> &
  ActStamp;

/** How a new step folds into the waiting entry it continues (audio progress): the merged body. */
export type MergeBodies = (waiting: unknown, next: unknown) => unknown;

export interface AddOptions {
  now?: number;
  /**
   * Coalesce with the user's newest entry to the same method and path while that entry has never left for
   * the server: its body becomes `merge(waiting, new)` and it takes the new act's time, keeping its place,
   * dependencies and local copy. Otherwise (sent once, sending, needing attention) a new entry is added.
   */
  merge?: MergeBodies;
}

/**
 * Stores an entry and its local copy in ONE transaction (or folds it into a waiting one, see `merge`).
 * `createdAt` is kept strictly increasing per user so two writes made in the same millisecond still drain in
 * the order they were made.
 */
export async function addEntry(database: OfflineDb, input: NewEntry, options: AddOptions = {}): Promise<OutboxEntry> {
  const now = options.now ?? Date.now();
  return database.transaction('rw', database.outbox, database.local, async () => {
    const queue = database.outbox.where('[userId+createdAt]').between([input.userId, -Infinity], [input.userId, Infinity]);
    if (options.merge) {
      const waiting = await queue
        .clone()
        .reverse()
        .filter((e) => e.method === input.method && e.path === input.path)
        .first();
      // The engine marks what it picks `sending` in a transaction of its own: an entry it took is never changed.
      if (waiting && waiting.status === 'queued' && waiting.firstSentAt === undefined) {
        const merged: OutboxEntry = {
          ...waiting,
          body: options.merge(waiting.body, input.body),
          occurredAt: input.occurredAt,
          occurredAtCorrected: input.occurredAtCorrected,
          sessionId: input.sessionId,
          invalidates: unionKeys(waiting.invalidates, input.invalidates),
        };
        await database.outbox.put(merged);
        return merged;
      }
    }
    const last = await queue.last();
    const createdAt = last && last.createdAt >= now ? last.createdAt + 1 : now;
    const entry: OutboxEntry = { ...input, createdAt, attempts: 0, nextAttemptAt: createdAt, status: 'queued' };
    await database.outbox.add(entry);
    if (input.local) {
      await database.local.put({ entryId: entry.id, userId: entry.userId, collection: input.local.collection, record: input.local.record });
    }
    return entry;
  });
}

function unionKeys(a: unknown[][], b: unknown[][]): unknown[][] {
  const seen = new Set(a.map((k) => JSON.stringify(k)));
  return [...a, ...b.filter((k) => !seen.has(JSON.stringify(k)))];
}

/** This user's entries in the order they were made. */
export function userEntries(database: OfflineDb, userId: string): Promise<OutboxEntry[]> {
  return database.outbox.where('[userId+createdAt]').between([userId, -Infinity], [userId, Infinity]).toArray();
}

/** Holds further ahead than this come from a clock set back since, not from the server: they are ignored. */
export const MAX_HOLD_MS = 60 * 60_000;

/**
 * Until when the user's queue must wait (the latest `nextAttemptAt` still ahead of `now` among failed entries
 * not needing attention), or null when it may go now. Backoff and Retry-After hold for the whole queue: a
 * write made after a failure waits with the others rather than calling a server that asked for a pause.
 */
export function queueHold(entries: OutboxEntry[], now: number): number | null {
  let hold: number | null = null;
  for (const e of entries) {
    const failed = e.attempts > 0 && e.status !== 'needs_attention';
    if (!failed || e.nextAttemptAt <= now || e.nextAttemptAt - now > MAX_HOLD_MS) continue;
    hold = Math.max(hold ?? 0, e.nextAttemptAt);
  }
  return hold;
}

/** Entries that may go now, in order: not needing attention and with every dependency already synced. */
export function readyEntries(entries: OutboxEntry[], limit: number): OutboxEntry[] {
  const pending = new Set(entries.map((e) => e.id));
  const ready: OutboxEntry[] = [];
  for (const e of entries) {
    if (ready.length >= limit) break;
    if (e.status === 'needs_attention' || e.dependsOn.some((d) => pending.has(d))) continue;
    ready.push(e);
  }
  return ready;
}

export interface Claim {
  /** Marked `sending`: the bodies to send, exactly as stored. */
  ready: OutboxEntry[];
  /** The user's whole queue as read (for the device report). */
  entries: OutboxEntry[];
  /** Set when the queue waits (backoff, Retry-After) and nothing was taken. */
  heldUntil: number | null;
}

/**
 * Takes the next entries to send, in ONE transaction: reads the queue, honours its hold (unless `ignoreHold`,
 * for "Sync now"), and marks what it takes `sending` with `firstSentAt`. A step folded into a waiting entry
 * (`addEntry` with `merge`) is thus either in the body taken here or added as a new entry, never lost.
 */
export async function claimReady(database: OfflineDb, userId: string, options: { limit: number; now: number; ignoreHold: boolean }): Promise<Claim> {
  return database.transaction('rw', database.outbox, async () => {
    const entries = await userEntries(database, userId);
    const heldUntil = options.ignoreHold ? null : queueHold(entries, options.now);
    if (heldUntil !== null) return { ready: [], entries, heldUntil };
    const ready = readyEntries(entries, options.limit).map((e) => ({ ...e, status: 'sending' as const, firstSentAt: e.firstSentAt ?? options.now }));
    await database.outbox.bulkPut(ready);
    return { ready, entries, heldUntil: null };
  });
}

/** The server accepted the entry: it and its local copy go; the server record takes over. */
export async function acceptEntry(database: OfflineDb, id: string): Promise<void> {
  await database.transaction('rw', database.outbox, database.local, async () => {
    await database.outbox.delete(id);
    await database.local.delete(id);
  });
}

export async function markNeedsAttention(database: OfflineDb, id: string, error: EntryError): Promise<void> {
  await database.outbox.update(id, { status: 'needs_attention', lastError: error });
}

export async function markRetry(database: OfflineDb, ids: string[], error: EntryError, nextAttemptAt: number): Promise<void> {
  await database.outbox.where('id').anyOf(ids).modify((e) => {
    e.status = 'queued';
    e.attempts += 1;
    e.nextAttemptAt = nextAttemptAt;
    e.lastError = error;
  });
}

/** After a reload nothing is in flight any more: 'sending' entries are queued again (their key makes a resend safe). */
export async function requeueSending(database: OfflineDb): Promise<void> {
  await database.outbox.where('status').equals('sending').modify({ status: 'queued' });
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What the record's own form gives besides the body when an entry is edited (`queuedResend`): its label, the
 * local copy lists show and what it waits for (another farmer picked may be one waiting to sync).
 */
export interface EntryChanges {
  label?: string;
  text?: StoredText;
  local?: Record<string, unknown>;
  dependsOn?: string[];
  /**
   * A new moment of the act ("Send dated now", for an act whose time the server refused): the entry goes under a
   * new key even with the same body, since the server keeps its refusal under the old one.
   */
  act?: ActStamp;
}

/**
 * "Edit and resend": an unchanged body goes again under the same key; a changed body needs a NEW key (the
 * server answers 422 to a known key with another body). The new entry keeps the old place in the queue, its
 * moment of the act, and entries that depended on the old one now depend on the new one.
 */
export async function resendEntry(database: OfflineDb, id: string, body: unknown, now = Date.now(), changes: EntryChanges = {}): Promise<string> {
  return database.transaction('rw', database.outbox, database.local, async () => {
    const entry = await database.outbox.get(id);
    if (!entry) throw new Error('This change is no longer waiting to sync.');
    const label = changes.label ?? entry.label;
    const text = changes.text ?? entry.text;
    const dependsOn = changes.dependsOn ?? entry.dependsOn;
    if (sameJson(entry.body, body) && !changes.act) {
      await database.outbox.update(id, { status: 'queued', attempts: 0, nextAttemptAt: now, lastError: undefined, label, text, dependsOn });
      return id;
    }
    const newId = crypto.randomUUID();
    const renamed = renameId(body, id, newId);
    // The form's own local copy is taken as it is; without one the edited fields are laid over the old copy.
    const record = entry.local && (changes.local ? mergeRecord(changes.local, undefined, id, newId) : mergeRecord(entry.local.record, renamed, id, newId));
    const local = entry.local && record ? { collection: entry.local.collection, record } : undefined;
    await database.outbox.delete(id);
    await database.local.delete(id);
    await database.outbox.add({
      ...entry,
      id: newId,
      label,
      text,
      dependsOn,
      body: renamed,
      local,
      status: 'queued',
      attempts: 0,
      nextAttemptAt: now,
      lastError: undefined,
      firstSentAt: undefined,
      ...changes.act,
    });
    if (local) await database.local.put({ entryId: newId, userId: entry.userId, collection: local.collection, record: local.record });
    // What waits for the record names it by its id (a sale's farmerId): a dependent never sent yet follows the
    // new id, body and local copy, so it still points at the record the edited entry creates.
    const dependents = await database.outbox.where('userId').equals(entry.userId).filter((e) => e.dependsOn.includes(id)).toArray();
    for (const e of dependents) {
      const moved = e.firstSentAt === undefined ? swapId(e.body, id, newId) : e.body;
      const movedLocal = e.local && e.firstSentAt === undefined ? { ...e.local, record: swapId(e.local.record, id, newId) as Record<string, unknown> } : e.local;
      await database.outbox.put({ ...e, body: moved, local: movedLocal, dependsOn: e.dependsOn.map((d) => (d === id ? newId : d)) });
      if (movedLocal) await database.local.put({ entryId: e.id, userId: e.userId, collection: movedLocal.collection, record: movedLocal.record });
    }
    return newId;
  });
}

/** Top-level fields holding `oldId` (a record's own id, a sale's farmerId) take `newId`. */
function swapId(body: unknown, oldId: string, newId: string): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, v === oldId ? newId : v]));
}

/** A record created under the entry id keeps pointing at its entry. */
function renameId(body: unknown, oldId: string, newId: string): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && (body as Record<string, unknown>).id === oldId) {
    return { ...(body as Record<string, unknown>), id: newId };
  }
  return body;
}

function mergeRecord(record: Record<string, unknown>, body: unknown, oldId: string, newId: string): Record<string, unknown> {
  const merged = body && typeof body === 'object' && !Array.isArray(body) ? { ...record, ...(body as Record<string, unknown>) } : { ...record };
  if (merged.id === oldId) merged.id = newId;
  return merged;
}

/** Entries that (transitively) wait for `id`: discarding it discards them too, since they could never apply. */
export async function dependentsOf(database: OfflineDb, id: string): Promise<OutboxEntry[]> {
  const entry = await database.outbox.get(id);
  if (!entry) return [];
  const all = await userEntries(database, entry.userId);
  const gone = new Set([id]);
  const found: OutboxEntry[] = [];
  for (const e of all) {
    if (!gone.has(e.id) && e.dependsOn.some((d) => gone.has(d))) {
      gone.add(e.id);
      found.push(e);
    }
  }
  return found;
}

/** "Discard": the entry, its local copy and everything that depended on it. Returns how many went. */
export async function discardEntry(database: OfflineDb, id: string): Promise<number> {
  return database.transaction('rw', database.outbox, database.local, async () => {
    const ids = [id, ...(await dependentsOf(database, id)).map((e) => e.id)];
    await database.outbox.bulkDelete(ids);
    await database.local.bulkDelete(ids);
    return ids.length;
  });
}
