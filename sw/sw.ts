/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { db } from '../src/app/offline/db';
import { onBackgroundSync } from '../src/app/offline/background-sync';
import type { LockLike } from '../src/app/offline/sync-engine';
import { AUDIO_CACHE, BACKGROUND_SYNC_TAG, SKIP_WAITING_MESSAGE } from '../src/app/offline/sw-messages';
import { drainFromWorker } from '../src/app/offline/worker-drain';
import { keepAdminCode } from './admin-code';
import { installAtOnce } from './precache-at-once';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

/** The build's files; those only admin-only screens load are marked (scripts/vite-admin-chunks.ts). */
const manifest = self.__WB_MANIFEST as Array<{ url: string; revision: string | null; forAdmins?: true } | string>;

/** Background Sync's event (not in the WebWorker typings). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell: every built file but the admin's audio encoder (vite.config.ts) and the admin-only screens' files
// (kept for admins by admin-code.ts, ADR 0064), so the app opens with no network at all. Its route also answers a
// built public screen's address with that screen's page (ADR 0025: `/login` →
// `/login.html`, Workbox's `cleanURLs`), as the server does; every other screen opens index.html below. Workbox's
// `precacheAndRoute`, but installed several files at a time (precache-at-once.ts).
const precache = new PrecacheController();
precache.addToCacheList(manifest.filter((entry) => typeof entry === 'string' || !entry.forAdmins));
keepAdminCode(manifest.flatMap((entry) => (typeof entry !== 'string' && entry.forAdmins ? [entry.url] : [])));
self.addEventListener('install', (event) => event.waitUntil(installAtOnce(precache, event)));
self.addEventListener('activate', (event) => event.waitUntil(precache.activate(event)));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Client-side routes open index.html offline; API calls, audio and uploads are never answered with the shell.
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/audio\//, /^\/uploads\//] }));

// Downloaded audio plays and seeks offline: the page stores whole files in `audio-v1`; a Range request gets a
// 206 cut from the cached file. Anything not downloaded goes to the network and is not stored by the worker
// (the page decides what takes space, and a partial 206 must never stand in for a whole file).
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/audio/') && request.method === 'GET',
  new CacheFirst({
    cacheName: AUDIO_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [{ cacheWillUpdate: async () => null }, new RangeRequestsPlugin()],
  }),
);

// Background Sync: the browser woke us because the network is back (offline/background-sync.ts); the worker's
// own drain uses the session copy the pages left in Dexie.
self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
  syncEvent.waitUntil(backgroundSync());
});

async function backgroundSync(): Promise<void> {
  await onBackgroundSync({
    pages: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    drainHere: () =>
      drainFromWorker({
        db,
        fetch: (url, init) => fetch(url, init),
        locks: (self.navigator.locks as unknown as LockLike | undefined) ?? null,
        isOnline: () => self.navigator.onLine,
      }),
  });
}

// The first version takes the open pages at once (a fresh sign-in's page is controlled without a reload, so it
// works offline from then on). A later version only activates on the user's "Update now" (skip-waiting below):
// claiming then changes nothing the user has not agreed to.
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

// The page sends this only when no changes wait and no form is dirty ("Update now").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
