import { getSession } from '../lib/session';
import { isOnline } from './connectivity';
import { db } from './db';
import { BACKGROUND_SYNC_TAG } from './sw-messages';
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
