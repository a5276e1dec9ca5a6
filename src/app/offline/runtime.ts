import { getSession, subscribeSession } from '../lib/session';
import { isOnline, subscribeOnline } from './connectivity';
import { db } from './db';
import { BACKGROUND_SYNC_TAG, DRAIN_MESSAGE } from './sw-messages';
import { type LockLike, SyncEngine } from './sync-engine';


let engine: SyncEngine | null = null;

/** The page's one sync engine, sending with the signed-in user's token only. */
export function getEngine(): SyncEngine {
  engine ??= new SyncEngine({
    db,
    fetch: (url, init) => fetch(url, init),
    session: () => {
      const s = getSession();
      return s ? { userId: s.user.id, token: s.token } : null;
    },
    locks: typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as LockLike) : null,
    isOnline,
  });
  return engine;
}

/** "Sync now": drain at once and report the device backlog even when nothing waits. */
export function syncNow() {
  return getEngine().drain({ report: true });
}

/** After a new write: drain now, and let the browser wake us once it has signal if the page is closed first. */
export function kickSync(): void {
  void getEngine().drain();
  void registerBackgroundSync();
}

async function registerBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    await registration?.sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // Background Sync is optional (absent outside Chromium, refused without permission): the other triggers remain.
  }
}

/** Wires the triggers of architecture.md: start, online, visibility, a new sign-in, the service worker's sync event. */
export function startSyncTriggers(): () => void {
  const e = getEngine();
  void e.drain({ report: true });
  const offOnline = subscribeOnline(() => {
    if (isOnline()) void e.drain({ report: true });
  });
  const onVisible = () => {
    const next = e.getState().nextRetryAt;
    if (document.visibilityState === 'visible' && (next === null || next <= Date.now())) void e.drain();
  };
  document.addEventListener('visibilitychange', onVisible);
  let lastToken = getSession()?.token ?? null;
  const offSession = subscribeSession(() => {
    const token = getSession()?.token ?? null;
    if (token && token !== lastToken) void e.drain({ report: true });
    lastToken = token;
  });
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === DRAIN_MESSAGE) void e.drain();
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    offOnline();
    offSession();
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    e.stop();
  };
}
