/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ADMIN_CODE_CACHE, KEEP_ADMIN_CODE_MESSAGE } from '../src/app/offline/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/**
 * The admin-only screens' files (marked `forAdmins` by the build, scripts/vite-admin-chunks.ts) are not precached:
 * no agent downloads them (D2). An admin's offline preparation asks for them (KEEP_ADMIN_CODE_MESSAGE) and they
 * are kept in their own cache; an admin opening such a screen online keeps its files too. Hashed names: a file
 * kept is never stale, and the files of an older build are dropped when this worker activates.
 */
export function keepAdminCode(urls: readonly string[]): void {
  const wanted = new Set(urls.map((url) => new URL(url, self.location.href).href));
  registerRoute(({ url }) => wanted.has(url.href), new CacheFirst({ cacheName: ADMIN_CODE_CACHE }));

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.open(ADMIN_CODE_CACHE).then(async (cache) => {
        for (const request of await cache.keys()) if (!wanted.has(request.url)) await cache.delete(request);
      }),
    );
  });

  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== KEEP_ADMIN_CODE_MESSAGE) return;
    const [port] = event.ports;
    event.waitUntil(
      keepAll([...wanted]).then(
        () => port?.postMessage({ kept: true }),
        () => port?.postMessage({ kept: false }),
      ),
    );
  });
}

/** Fetches the files not kept yet (from the HTTP cache when the page loaded them already). */
async function keepAll(urls: string[]): Promise<void> {
  const cache = await caches.open(ADMIN_CODE_CACHE);
  const missing = (await Promise.all(urls.map(async (url) => ((await cache.match(url)) ? null : url)))).filter((url) => url !== null);
  await cache.addAll(missing);
}
