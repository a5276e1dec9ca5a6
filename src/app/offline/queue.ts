import type { OfflineDb } from './db';
import type { EntryError, OutboxEntry } from './outbox-types';

export type NewEntry = Omit<OutboxEntry, 'createdAt' | 'attempts' | 'nextAttemptAt' | 'status' | 'lastError'>;

/**
 * Stores an entry and its local copy in ONE transaction. `createdAt` is kept strictly increasing per user so
 * two writes made in the same millisecond still drain in the order they were made.
 */
export async function addEntry(database: OfflineDb, input: NewEntry, now = Date.now()): Promise<OutboxEntry> {
  return database.transaction('rw', database.outbox, database.local, async () => {
    const last = await database.outbox.where('[userId+createdAt]').between([input.userId, -Infinity], [input.userId, Infinity]).last();
    const createdAt = last && last.createdAt >= now ? last.createdAt + 1 : now;
    const entry: OutboxEntry = { ...input, createdAt, attempts: 0, nextAttemptAt: createdAt, status: 'queued' };
    await database.outbox.add(entry);
    if (input.local) {
      await database.local.put({ entryId: entry.id, userId: entry.userId, collection: input.local.collection, record: input.local.record });
    }
    return entry;
  });
}

/** This user's entries in the order they were made. */
export function userEntries(database: OfflineDb, userId: string): Promise<OutboxEntry[]> {
  return database.outbox.where('[userId+createdAt]').between([userId, -Infinity], [userId, Infinity]).toArray();
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
 * "Edit and resend": an unchanged body goes again under the same key; a changed body needs a NEW key (the
 * server answers 422 to a known key with another body). The new entry keeps the old place in the queue and
 * entries that depended on the old one now depend on the new one.
 */
export async function resendEntry(database: OfflineDb, id: string, body: unknown, now = Date.now()): Promise<string> {
  return database.transaction('rw', database.outbox, database.local, async () => {
    const entry = await database.outbox.get(id);
    if (!entry) throw new Error('This change is no longer waiting to sync.');
    if (sameJson(entry.body, body)) {
      await database.outbox.update(id, { status: 'queued', attempts: 0, nextAttemptAt: now, lastError: undefined });
      return id;
    }
    const newId = crypto.randomUUID();
    const renamed = renameId(body, id, newId);
    const local = entry.local ? { collection: entry.local.collection, record: mergeRecord(entry.local.record, renamed, id, newId) } : undefined;
    await database.outbox.delete(id);
    await database.local.delete(id);
    await database.outbox.add({ ...entry, id: newId, body: renamed, local, status: 'queued', attempts: 0, nextAttemptAt: now, lastError: undefined });
    if (local) await database.local.put({ entryId: newId, userId: entry.userId, collection: local.collection, record: local.record });
    await database.outbox.where('userId').equals(entry.userId).modify((e) => {
      if (e.dependsOn.includes(id)) e.dependsOn = e.dependsOn.map((d) => (d === id ? newId : d));
    });
    return newId;
  });
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
