import { useSyncExternalStore } from 'react';

type Toast = typeof import('react-hot-toast').default;

/**
 * react-hot-toast (and its goober styles) load with the first toast, not in the entry chunk: most cold starts,
 * /login's included, show none (P1, ADR 0026). The toaster mounts then (components/ToastHost.tsx); toasts raised
 * while the library loads show once it is in.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(show: (toast: Toast) => unknown): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((l) => l());
  }
  void import('react-hot-toast').then((m) => show(m.default));
}

/** Whether a toast was raised yet: the toaster mounts from then on. */
export const useToastsWanted = (): boolean =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
