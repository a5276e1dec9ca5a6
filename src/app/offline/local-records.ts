import { type OfflineDb, lastSuccessKey } from './db';
import type { EntryStatus, OutboxEntry } from './outbox-types';

/** Where a listed record stands: on the server, still on this phone, or refused and waiting for the agent. */
export type SyncState = EntryStatus | 'synced';

/** A record written on this phone and not yet accepted by the server, with its entry's state. */
export interface PendingRecord<T> {
  entryId: string;
  status: EntryStatus;
  lastError?: OutboxEntry['lastError'];
  record: T;
}

/** This user's pending local records of a collection, newest first. */
export async function pendingRecords<T>(database: OfflineDb, userId: string, collection: string): Promise<Array<PendingRecord<T>>> {
  const locals = await database.local.where('[userId+collection]').equals([userId, collection]).toArray();
  const entries = await database.outbox.bulkGet(locals.map((l) => l.entryId));
  return locals
    .map((l, i) => ({ local: l, entry: entries[i] }))
    .filter((x): x is { local: typeof x.local; entry: OutboxEntry } => Boolean(x.entry))
    .sort((a, b) => b.entry.createdAt - a.entry.createdAt)
    .map(({ local, entry }) => ({ entryId: entry.id, status: entry.status, lastError: entry.lastError, record: local.record as T }));
}

/** This user's entries refused by the server: few, found through the status index. */
const refusedOf = (database: OfflineDb, userId: string) =>
  database.outbox
    .where('status')
    .equals('needs_attention')
    .filter((e) => e.userId === userId);

export interface OutboxCounts {
  waiting: number;
  needsAttention: number;
  lastSuccessAt: number | null;
}

/**
 * What waits for this user, what needs their attention, and when their queue last reached the server. Counted
 * through the indexes: the top bar and the Sync page read this again each time an entry settles, and reading
 * every entry with its body for two numbers made a 300-entry drain clone the queue hundreds of times (issue 33).
 */
export async function outboxCounts(database: OfflineDb, userId: string): Promise<OutboxCounts> {
  // One read transaction: the two counts agree with each other while the engine settles entries.
  const [all, needsAttention, last] = await database.transaction('r', database.outbox, database.meta, () =>
    Promise.all([database.outbox.where('userId').equals(userId).count(), refusedOf(database, userId).count(), database.meta.get(lastSuccessKey(userId))]),
  );
  const value = last?.value;
  return { waiting: all - needsAttention, needsAttention, lastSuccessAt: typeof value === 'number' ? value : null };
}

export interface OutboxPage {
  /** The first `limit` entries refused by the server, in queue order. */
  attention: OutboxEntry[];
  /** How many entries were refused: all of them are read (they are few), so the count is this read's own. */
  attentionTotal: number;
  /** The first `limit` entries still on their way (waiting or sending), in queue order. */
  waiting: OutboxEntry[];
  /** How many entries are on their way, counted through the index in the same read. */
  waitingTotal: number;
}

/**
 * What the Sync page draws of this user's queue: the first `limit` entries of each list and the lists' lengths,
 * read through the indexes without the rest of the queue. Read again each time one entry settles, so a 300-entry
 * drain read the whole queue 300 times with the page open (issue 33); refused entries are few, the waiting read
 * stops at `limit` and the queue's length is an index count.
 */
export async function outboxPage(database: OfflineDb, userId: string, limit: number): Promise<OutboxPage> {
  const [refused, waiting, all] = await database.transaction('r', database.outbox, () =>
    Promise.all([
      refusedOf(database, userId).toArray(),
      database.outbox
        .where('[userId+createdAt]')
        .between([userId, -Infinity], [userId, Infinity])
        .filter((e) => e.status !== 'needs_attention')
        .limit(limit)
        .toArray(),
      database.outbox.where('userId').equals(userId).count(),
    ]),
  );
  return {
    attention: refused.sort((a, b) => a.createdAt - b.createdAt).slice(0, limit),
    attentionTotal: refused.length,
    waiting,
    waitingTotal: all - refused.length,
  };
}

/**
 * This user's entries on their way to the server (waiting or sending) by kind: "52 (+3 waiting)". Entries that
 * need attention are left out: they reach the server only if the user edits them.
 */
export async function waitingByKind(database: OfflineDb, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await database.outbox
    .where('userId')
    .equals(userId)
    .each((e) => {
      if (e.status !== 'needs_attention') counts[e.kind] = (counts[e.kind] ?? 0) + 1;
    });
  return counts;
}
