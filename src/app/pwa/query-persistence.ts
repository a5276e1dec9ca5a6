import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';

declare const __APP_VERSION__: string;

const KEY_PREFIX = 'fap-query-cache:';
/** A cache older than a week is dropped rather than shown as current. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A new app version may change response shapes: its cache starts afresh. */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

/** Each user's answers are stored under their own key, so the next user of a shared phone never sees them. */
export const persistKey = (userId: string | null) => `${KEY_PREFIX}${userId ?? 'signed-out'}`;

export function persistOptionsFor(userId: string | null): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: typeof window === 'undefined' ? undefined : window.localStorage, key: persistKey(userId) }),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: APP_VERSION,
    dehydrateOptions: {
      // Successful answers only (the library's default), and not queries a screen marks `meta: { noPersist: true }`.
      shouldDehydrateQuery: (query) => query.state.status === 'success' && !query.meta?.noPersist,
    },
  };
}

/** Logout: this user's persisted answers go too. */
export function clearPersistedCache(userId: string): void {
  localStorage.removeItem(persistKey(userId));
}
