import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useSession } from '../lib/use-session';
import { db } from '../offline/db';
import { getEngine } from '../offline/engine';
import { type OutboxCounts, type OutboxPage, type PendingRecord, outboxCounts, outboxPage, pendingRecords, waitingByKind } from '../offline/local-records';
import type { EngineState } from '../offline/sync-engine';

const NO_RECORDS: never[] = [];
const NO_KINDS: Record<string, number> = {};
const NOTHING_WAITING: OutboxCounts = { waiting: 0, needsAttention: 0, lastSuccessAt: null };
const NO_PAGE: OutboxPage = { attention: [], attentionTotal: 0, waiting: [], waitingTotal: 0 };

/** This user's pending local records of a collection, newest first, with their entry's status and error. */
export function usePendingRecords<T>(collection: string): Array<PendingRecord<T>> {
  const userId = useSession()?.user.id ?? null;
  const rows = useLiveQuery(() => (userId ? pendingRecords<T>(db, userId, collection) : NO_RECORDS), [userId, collection]);
  return rows ?? NO_RECORDS;
}

/** The sync engine's live state (progress, 401 pause, next retry). */
export function useSyncState(): EngineState {
  const engine = getEngine();
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}

/** Counts for the top bar. */
export function useOutboxSummary(): OutboxCounts & { syncing: boolean } {
  const userId = useSession()?.user.id ?? null;
  const { syncing } = useSyncState();
  const counts = useLiveQuery(() => (userId ? outboxCounts(db, userId) : NOTHING_WAITING), [userId]);
  return { ...(counts ?? NOTHING_WAITING), syncing };
}

/** The first `limit` entries of each of the Sync page's lists, in queue order, and their lengths. `undefined` while loading. */
export function useOutboxPage(limit: number): OutboxPage | undefined {
  const userId = useSession()?.user.id ?? null;
  return useLiveQuery(() => (userId ? outboxPage(db, userId, limit) : NO_PAGE), [userId, limit]);
}


/** The signed-in user's entries on their way to the server, by kind (`ENTRY_KIND`): provisional counts. */
export function useWaitingByKind(): Record<string, number> {
  const userId = useSession()?.user.id ?? null;
  return useLiveQuery(() => (userId ? waitingByKind(db, userId) : NO_KINDS), [userId]) ?? NO_KINDS;
}
