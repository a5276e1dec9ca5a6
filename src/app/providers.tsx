import { MantineProvider, createTheme } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Toaster } from 'react-hot-toast';
import { OfflineRuntime } from './features/sync/components/OfflineRuntime';
import { notifyError } from './lib/notify';
import { useSession } from './lib/session';
import { clearPersistedCache, persistOptionsFor } from './offline/query-persistence';
import { ToastLimit } from './components/ToastLimit';

const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Darker greens and a darker gray 6 (dimmed text) than Mantine's defaults, so text keeps a 4.5:1 contrast (U1).
  colors: {
    green: ['#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#4caf50', '#388e3c', '#28702d', '#22612a', '#1b5e20', '#144d19'],
    gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666d75', '#495057', '#343a40', '#212529'],
  },
});

/**
 * Failed queries and mutations toast through the one error catalogue unless a screen says it shows its own
 * message (`meta: { silent: true }`).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => void (query.meta?.silent ? undefined : notifyError(error)) }),
  mutationCache: new MutationCache({
    onError: (error, _v, _c, mutation) => void (mutation.meta?.silent || mutation.options.onError ? undefined : notifyError(error)),
  }),
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: 7 * 24 * 60 * 60 * 1000, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean; noPersist?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/** The persisted query cache follows the signed-in user; signing out removes that user's copy. */
function usePersistOptions() {
  const userId = useSession()?.user.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (!before || before === userId) return undefined;
    clearPersistedCache(before);
    // The persister writes at most once a second: a write queued just before logout is removed as well.
    const timer = setTimeout(() => clearPersistedCache(before), 1_500);
    return () => clearTimeout(timer);
  }, [userId]);
  return useMemo(() => ({ ...persistOptionsFor(userId), queryClient }), [userId]);
}

export function Providers({ children }: { children: ReactNode }) {
  const persistOptions = usePersistOptions();
  return (
    <MantineProvider theme={theme}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        {children}
        <OfflineRuntime />
        <ToastLimit />
        <Toaster position="top-right" toastOptions={{ duration: 3000, style: { maxWidth: 350 } }} containerStyle={{ top: 16 }} />
      </PersistQueryClientProvider>
    </MantineProvider>
  );
}
