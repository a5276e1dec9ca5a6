import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions, PersistedClient } from '@tanstack/react-query-persist-client';

declare const __APP_VERSION__: string;

const KEY_PREFIX = 'fap-query-cache:';
/** A cache older than a week is dropped rather than shown as current. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A new app version may change response shapes: its cache starts afresh. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Each user's answers are stored under their own key, so the next user of a shared phone never sees them. */
export const persistKey = (userId: string | null) => `${KEY_PREFIX}${userId ?? 'signed-out'}`;

type DehydratedQuery = PersistedClient['clientState']['queries'][number];

/**
 * A query that holds data is stored as the success it last was, whatever its status now: a refetch that failed
 * offline keeps the data it still shows, and a restart offline opens with it and its age (`dataUpdatedAt`).
 */
export function asLastSuccess(query: DehydratedQuery): DehydratedQuery {
  if (query.state.status === 'success') return query;
  return { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null, fetchStatus: 'idle' } };
}

export function serializePersisted(client: PersistedClient): string {
  return JSON.stringify({ ...client, clientState: { ...client.clientState, queries: client.clientState.queries.map(asLastSuccess) } });
}

export function persistOptionsFor(userId: string | null): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({
      storage: typeof window === 'undefined' ? undefined : window.localStorage,
      key: persistKey(userId),
      serialize: serializePersisted,
    }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: APP_VERSION,
    dehydrateOptions: {
      // Every query holding data (not only `success`: see asLastSuccess), except those marked `meta: { noPersist: true }`.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && !query.meta?.noPersist,
    },
  };
}

/** Logout: this user's persisted answers go too. */
export function clearPersistedCache(userId: string): void {
  localStorage.removeItem(persistKey(userId));
}
