import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What a screen's `loader` calls for each read its first render makes, with the query options the screen uses
 * (same key): `ensureQueryData` (ADR 0053). A read in the cache (restored at the start, prefetched on a link's
 * hover, saved for offline use) is shown as it is, and read again now if stale, as the screen's mount would;
 * otherwise it is sent at once, alongside the fetch of the screen's chunk. Not awaited: the shell and the screen's own loading state show at once, a read held while offline (the
 * queries' `offlineFirst`) never holds the screen, and a failure is the screen's to show (the query cache toasts it).
 */
export function startRead<T, K extends QueryKey>(queryClient: QueryClient, read: FetchQueryOptions<T, Error, T, K>): void {
  queryClient.ensureQueryData({ ...read, revalidateIfStale: true }).catch(() => undefined);
}
