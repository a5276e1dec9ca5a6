import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useSession } from '../lib/session';
import { db, type DownloadRow, lastSuccessKey } from './db';
import type { EntryStatus, OutboxEntry } from './outbox-types';
import { userEntries } from './queue';
import { getEngine } from './runtime';
import type { EngineState } from './sync-engine';

export interface PendingRecord<T> {
  entryId: string;
  status: EntryStatus;
  lastError?: OutboxEntry['lastError'];
  record: T;
}

const NO_RECORDS: never[] = [];

/** This user's pending local records of a collection, newest first, with their entry's status and error. */
export function usePendingRecords<T>(collection: string): Array<PendingRecord<T>> {
  const userId = useSession()?.user.id ?? null;
  const rows = useLiveQuery(async () => {
    if (!userId) return NO_RECORDS;
    const locals = await db.local.where('[userId+collection]').equals([userId, collection]).toArray();
    const entries = await db.outbox.bulkGet(locals.map((l) => l.entryId));
    return locals
      .map((l, i) => ({ local: l, entry: entries[i] }))
      .filter((x): x is { local: typeof x.local; entry: OutboxEntry } => Boolean(x.entry))
      .sort((a, b) => b.entry.createdAt - a.entry.createdAt)
      .map(({ local, entry }) => ({ entryId: entry.id, status: entry.status, lastError: entry.lastError, record: local.record as T }));
  }, [userId, collection]);
  return (rows as Array<PendingRecord<T>> | undefined) ?? NO_RECORDS;
}

/** The sync engine's live state (progress, 401 pause, next retry). */
export function useSyncState(): EngineState {
  const engine = getEngine();
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}

/** Counts for the top bar. */
export function useOutboxSummary(): { waiting: number; needsAttention: number; lastSuccessAt: number | null; syncing: boolean } {
  const userId = useSession()?.user.id ?? null;
  const { syncing } = useSyncState();
  const counts = useLiveQuery(async () => {
    if (!userId) return { waiting: 0, needsAttention: 0, lastSuccessAt: null };
    const entries = await db.outbox.where('userId').equals(userId).toArray();
    const needsAttention = entries.filter((e) => e.status === 'needs_attention').length;
    const last = (await db.meta.get(lastSuccessKey(userId)))?.value;
    return { waiting: entries.length - needsAttention, needsAttention, lastSuccessAt: typeof last === 'number' ? last : null };
  }, [userId]);
  return { waiting: counts?.waiting ?? 0, needsAttention: counts?.needsAttention ?? 0, lastSuccessAt: counts?.lastSuccessAt ?? null, syncing };
}

/** This user's whole queue in order (the Sync page). `undefined` while loading. */
export function useOutboxEntries(): OutboxEntry[] | undefined {
  const userId = useSession()?.user.id ?? null;
  return useLiveQuery(() => (userId ? userEntries(db, userId) : Promise.resolve([])), [userId]);
}

/** Audio modules saved for offline use. */
export function useDownloads(): DownloadRow[] | undefined {
  return useLiveQuery(() => db.downloads.toArray(), []);
}

/** Entries of every user on this device (the update prompt waits while any exist). */
export function useAnyPendingCount(): number {
  return useLiveQuery(() => db.outbox.count(), []) ?? 0;
}
