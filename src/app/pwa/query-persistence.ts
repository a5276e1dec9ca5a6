import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistQueryClientOptions,
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { getSession } from '../lib/session';

// Imported only once someone is signed in (providers.tsx): nothing is stored or restored signed out, so /login
// goes without the persister and TanStack's dehydrate and hydrate (P1, ADR 0035).

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

/** The persister writes at most once a second. */
const THROTTLE_MS = 1_000;

/**
 * Stores the cache under the signed-in user's key, read when it is written: the provider keeps the persister it
 * started with (it ignores new options), so a sign-in without a reload must still store under the new user.
 * Nothing is stored or restored while signed out; a write queued for a user who has left since is dropped.
 */
export function sessionPersister(storage: Storage): Persister {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: { userId: string; client: PersistedClient } | null = null;
  const userId = () => getSession()?.user.id ?? null;
  return {
    persistClient(client) {
      const owner = userId();
      if (!owner) return;
      pending = { userId: owner, client };
      timer ??= setTimeout(() => {
        timer = null;
        const write = pending;
        pending = null;
        if (!write || write.userId !== userId()) return;
        try {
          storage.setItem(persistKey(write.userId), serializePersisted(write.client));
        } catch {
          // A full storage keeps the last copy that fitted: the screens still have their data in memory.
        }
      }, THROTTLE_MS);
    },
    restoreClient() {
      const owner = userId();
      const text = owner ? storage.getItem(persistKey(owner)) : null;
      return text ? (JSON.parse(text) as PersistedClient) : undefined;
    },
    removeClient() {
      const owner = userId();
      if (owner) storage.removeItem(persistKey(owner));
    },
  };
}

export function persistOptions(storage: Storage): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: sessionPersister(storage),
    maxAge: PERSIST_MAX_AGE_MS,
    buster: APP_VERSION,
    dehydrateOptions: {
      // Every query holding data (not only `success`: see asLastSuccess), except those marked `meta: { noPersist: true }`.
      shouldDehydrateQuery: (query) => query.state.data !== undefined && !query.meta?.noPersist,
    },
  };
}

/** One persister for the app's life, made when first asked for (it keeps its own write timer). */
let persistence: PersistQueryClientOptions | undefined;
const appPersistence = (queryClient: QueryClient) => (persistence ??= { ...persistOptions(localStorage), queryClient });

/** Puts the signed-in user's saved answers back into the query cache. */
export const restoreCache = (queryClient: QueryClient): Promise<void> => persistQueryClientRestore(appPersistence(queryClient));

/**
 * Saves the cache as it changes, for the signed-in user; returns the unsubscribe. Saved once at once too: what a
 * fresh sign-in fetched before this module arrived is kept even if nothing changes afterwards.
 */
export function saveCache(queryClient: QueryClient): () => void {
  const options = appPersistence(queryClient);
  void persistQueryClientSave(options);
  return persistQueryClientSubscribe(options);
}

/** Logout: this user's persisted answers go too. */
export function clearPersistedCache(userId: string): void {
  localStorage.removeItem(persistKey(userId));
}
