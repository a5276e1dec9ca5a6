import type { ActTime } from '@shared/clock-skew';
import { serverClock } from '../lib/server-clock';
import { getSession } from '../lib/session';
import { loadSkew, persistSkew } from './clock-store';
import { isOnline } from './connectivity';
import { db } from './db';
import { BACKGROUND_SYNC_TAG } from './sw-messages';
import { type LockLike, SyncEngine } from './sync-engine';
import { tabChannel } from './tab-channel';
import { countSent, requestBytes } from '../lib/data-meter';

/** The spread of the first drain after the network returns (many phones regaining signal together). */
const RECONNECT_JITTER_MS = 10_000;

let engine: SyncEngine | null = null;
let clockReady: Promise<void> | null = null;

/** The stored clock skew, loaded once per page (an app opened offline stamps acts with it), then kept in step. */
function clockLoaded(): Promise<void> {
  clockReady ??= loadSkew(db, serverClock)
    .catch(() => undefined)
    .then(() => void persistSkew(db, serverClock));
  return clockReady;
}

/** The moment of an act now, in server time as far as this device knows it. */
export async function actNow(): Promise<ActTime> {
  await clockLoaded();
  return serverClock.act();
}

/** The page's one sync engine, sending with the signed-in user's token only. */
export function getEngine(): SyncEngine {
  engine ??= new SyncEngine({
    db,
    fetch: (url, init) => {
      countSent(requestBytes(url, init));
      return fetch(url, init);
    },
    session: () => {
      const s = getSession();
      return s ? { userId: s.user.id, token: s.token } : null;
    },
    locks: typeof navigator !== 'undefined' && navigator.locks ? (navigator.locks as unknown as LockLike) : null,
    isOnline,
    clock: serverClock,
    channel: tabChannel(),
    gzipBatches: true,
    reconnectJitterMs: RECONNECT_JITTER_MS,
  });
  void clockLoaded();
  return engine;
}

/** "Sync now": drain at once, backoff or not, and report the device backlog even when nothing waits. */
export function syncNow() {
  return getEngine().trigger('manual');
}

/** After a new write: drain now, and let the browser wake the service worker once it has signal if the page is closed first. */
export function kickSync(): void {
  void getEngine().written();
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
