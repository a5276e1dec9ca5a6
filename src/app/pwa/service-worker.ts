import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let wb: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

let registering = false;

/**
 * Registers sw.js in production builds; a new version waits until the agent chooses "Update now". workbox-window
 * is imported here, after the first render, not in the entry chunk (P1).
 */
export function registerServiceWorker(): void {
  if (registering || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registering = true;
  void import('workbox-window').then(({ Workbox }) => {
    wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      waiting = true;
      emit();
    });
    return wb.register();
  });
}

export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => waiting,
    () => false,
  );
}

/** Activates the waiting version and reloads into it once it controls the page. */
export function applyUpdate(): void {
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
