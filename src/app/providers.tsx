import { MantineProvider, createTheme } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { notifyError } from './lib/notify';
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
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastLimit />
        <Toaster position="top-right" toastOptions={{ duration: 3000, style: { maxWidth: 350 } }} containerStyle={{ top: 16 }} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
