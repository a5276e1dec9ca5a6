import { type Badge, type CSSVariablesResolver, MantineProvider, type Modal, type TableScrollContainer, createTheme } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineRuntime } from './pwa/OfflineRuntime';
import { forgetQueryError, toastMutationError, toastQueryError } from './lib/query-meta';
import { getSession } from './lib/session';
import { useSession } from './lib/use-session';
import { ToastHost } from './components/ToastHost';

/** Shade 9 of these is still too light for white text or for text on their light tint. */
const DARK_BADGE: Record<string, string> = { yellow: '#7a4f01', orange: '#a63c06', lime: '#3b5e08' };

/**
 * The component extensions are written as the plain objects `X.extend()` would return: importing Badge and
 * TableScrollContainer here would put them, ScrollArea and floating-ui into the entry chunk of every page (P1).
 */
type Extension<C extends { extend: (input: never) => unknown }> = Parameters<C['extend']>[0];

const theme = createTheme({
  primaryColor: 'green',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
  // Darker greens and a darker gray 6 (dimmed text) than Mantine's defaults, so text keeps a 4.5:1 contrast (U1).
  colors: {
    green: ['#e8f5e9', '#c8e6c9', '#a5d6a7', '#81c784', '#4caf50', '#388e3c', '#28702d', '#22612a', '#1b5e20', '#144d19'],
    gray: ['#f8f9fa', '#f1f3f5', '#e9ecef', '#dee2e6', '#ced4da', '#adb5bd', '#666d75', '#495057', '#343a40', '#212529'],
  },
  components: {
    // Badge text is small and bold: Mantine's shade 6 (and white on it) falls under 4.5:1 for most colours (U1).
    // A badge is never narrower than its text: squeezed by a table cell or a card title it used to show 'AC…'.
    Badge: {
      styles: { root: { minWidth: 'max-content' } },
      vars: (theme, props) => {
        const color = props.color ?? theme.primaryColor;
        if (!(color in theme.colors)) return { root: {} };
        const dark = DARK_BADGE[color] ?? `var(--mantine-color-${color}-9)`;
        const variant = props.variant ?? 'filled';
        if (variant === 'filled') return { root: { '--badge-bg': dark, '--badge-color': 'var(--mantine-color-white)' } };
        if (variant === 'light' || variant === 'outline') return { root: { '--badge-color': dark } };
        return { root: {} };
      },
    } satisfies Extension<typeof Badge>,
    // A table wider than the phone scrolls inside its container: keyboard users must be able to reach it (U1).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } } satisfies Extension<typeof TableScrollContainer>,
  },
});

/** The theme in the language on screen: Mantine's modal close button has an icon only, screen readers need its name (U1). */
function useLocalizedTheme() {
  const { t } = useTranslation();
  const close = t('actions.close');
  return useMemo(
    () => ({ ...theme, components: { ...theme.components, Modal: { defaultProps: { closeButtonProps: { 'aria-label': close } } } satisfies Extension<typeof Modal> } }),
    [close],
  );
}

/**
 * Placeholders (the file pickers' "Choose a file" is text on screen) in the dimmed gray that keeps 4.5:1; error
 * messages and the text of a field in error in red 9, since Mantine's error red (shade 6) is 3.3:1 on white (U1).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-placeholder': 'var(--mantine-color-gray-6)', '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: {},
});

/** Failed queries and mutations toast here only, as their `meta.errorToast` says (lib/query-meta.ts). */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: toastQueryError, onSuccess: forgetQueryError }),
  mutationCache: new MutationCache({ onError: toastMutationError }),
  defaultOptions: {
    queries: { staleTime: 30_000, gcTime: 7 * 24 * 60 * 60 * 1000, retry: 1, networkMode: 'offlineFirst' },
    mutations: { networkMode: 'always' },
  },
});

/**
 * The persisted cache's code, loaded only for a session: nothing is stored or restored signed out, so /login goes
 * without it (P1, ADR 0035), and neither does the build-time render of the public screens (ADR 0025).
 */
const persistence = () => import('./pwa/query-persistence');

/**
 * The signed-in user's saved answers, put back into the query cache before the first render (main.tsx awaits it):
 * that render shows them, and nothing changes above the screen afterwards — a provider's "restored" arriving while
 * React is still adopting a built page's form made it adopt the whole form in one long task (ADR 0031). Online,
 * the screen then asks for today's figures, however recently the copy was saved (a reload must not show a claim as
 * not yet made, or last week's points, for half a minute): the restored queries are marked stale.
 */
export function restoreQueryCache(): Promise<void> {
  if (!getSession()) return Promise.resolve();
  return persistence().then((cache) => cache.restoreCache(queryClient)).then(
    () => void (navigator.onLine && queryClient.invalidateQueries({ refetchType: 'none' })),
    () => undefined,
  );
}

/** The cache is saved as it changes (after the restore) while someone is signed in, and signing out removes that user's copy. */
function usePersistedCache() {
  const userId = useSession()?.user.id ?? null;
  const signedIn = userId !== null;
  useEffect(() => {
    if (!signedIn) return undefined;
    let stop: (() => void) | undefined;
    let left = false;
    void persistence().then((cache) => {
      if (!left) stop = cache.saveCache(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [signedIn]);
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    if (!before || before === userId) return undefined;
    const clear = () => void persistence().then((cache) => cache.clearPersistedCache(before));
    clear();
    // The persister writes at most once a second: a write queued just before logout is removed as well.
    const timer = setTimeout(clear, 1_500);
    return () => clearTimeout(timer);
  }, [userId]);
}

export function Providers({ children }: { children: ReactNode }) {
  usePersistedCache();
  const localizedTheme = useLocalizedTheme();
  return (
    <MantineProvider theme={localizedTheme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        <OfflineRuntime />
        <ToastHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
