import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

let wb: Workbox | null = null;
let waiting = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The registration of this page's start, once asked for: fails when the browser refuses the service worker. */
let registration: Promise<ServiceWorkerRegistration> | null = null;

/** Whether this build keeps the app on the device with a service worker: production builds only (development serves files fresh). */
const usesServiceWorker = () => import.meta.env.PROD;

/**
 * Registers sw.js in production builds; a new version waits until the agent chooses "Update now". workbox-window
 * is imported here, after the first render, not in the entry chunk (P1).
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (registration || !usesServiceWorker() || !('serviceWorker' in navigator)) return registration;
  const registering = import('workbox-window').then(async ({ Workbox }) => {
    wb = new Workbox('/sw.js', { scope: '/' });
    wb.addEventListener('waiting', () => {
      waiting = true;
      emit();
    });
    const registered = await wb.register();
    if (!registered) throw new Error('the service worker was not registered');
    return registered;
  });
  registration = registering;
  // A failure is told by the readiness (appKeptForOffline), whose next attempt registers again.
  registering.catch(() => {
    if (registration === registering) registration = null;
  });
  return registering;
}

/** Resolves once `worker` is activated; rejects if it is discarded first (its files could not all be saved). */
function activated(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (worker.state === 'activated') resolve();
      else if (worker.state === 'redundant') reject(new Error('the service worker failed to install'));
      else return;
      worker.removeEventListener('statechange', check);
    };
    worker.addEventListener('statechange', check);
    check();
  });
}

/**
 * Resolves once the app's own files are kept on this device, so it starts without a network: the service worker
 * is active (Workbox saves every file of the build before it activates). "Ready for offline" waits for it: the
 * data of every screen is worth nothing offline if the app itself does not open. Rejects when the browser has no
 * service worker or refuses it, or its install fails (a dropped connection, a full disk); the readiness then says
 * "Not ready for offline" and its next attempt registers again. Builds without a service worker (development)
 * resolve at once.
 */
export async function appKeptForOffline(): Promise<void> {
  if (!usesServiceWorker()) return;
  if (!('serviceWorker' in navigator)) throw new Error('this browser cannot keep the app for offline use');
  if ((await navigator.serviceWorker.getRegistration('/'))?.active) return;
  const registering = registerServiceWorker();
  try {
    const registered = await registering;
    if (!registered) throw new Error('the service worker was not registered');
    if (registered.active) return;
    const installing = registered.installing ?? registered.waiting;
    if (!installing) throw new Error('the service worker is neither active nor installing');
    await activated(installing);
  } catch (error) {
    // A registration whose install failed holds no worker any more: the next attempt registers anew.
    if (registration === registering) registration = null;
    throw error;
  }
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
