import { useMemo } from 'react';
import type { SyncState } from '../offline/local-records';
import { usePendingRecords } from './use-outbox';

export interface ListedRecord<T> {
  record: T;
  sync: SyncState;
  /** Why the server refused it (needs attention). */
  error?: string;
}

/**
 * A list's rows: this user's records of `collection` still on the phone first, newest first and only those
 * `showPending` keeps (null: none, e.g. past page 1), unless the server already lists them; then the server's
 * page. Undefined until either side has rows.
 */
export function useListedRecords<T extends { id: string }>(
  collection: string,
  server: T[] | undefined,
  showPending: ((record: T) => boolean) | null,
): ListedRecord<T>[] | undefined {
  const pending = usePendingRecords<T>(collection);
  return useMemo(() => {
    const listed = server?.map((record) => ({ record, sync: 'synced' as const }));
    if (!showPending) return listed;
    const onServer = new Set(server?.map((r) => r.id));
    const local = pending
      .filter((p) => !onServer.has(p.record.id) && showPending(p.record))
      .map((p) => ({ record: p.record, sync: p.status, error: p.lastError?.message }));
    return local.length || listed ? [...local, ...(listed ?? [])] : undefined;
  }, [server, pending, showPending]);
}
