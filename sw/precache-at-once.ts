/// <reference lib="webworker" />
import type { PrecacheController } from 'workbox-precaching';

/**
 * Files saved at once: HTTP/1.1 browsers open 6 connections to a host, and a few more keep the cache writes busy
 * while answers arrive. Workbox saves one file at a time because hundreds of requests at once ran some browsers out
 * of resources (GoogleChrome/workbox#2528); a bounded number does not.
 */
const AT_ONCE = 8;

/**
 * Workbox's install (`PrecacheController.install`) with its loop run by AT_ONCE workers instead of one: the same
 * requests (a hashed file, whose cache key is its URL, from the HTTP cache when the page fetched it already; any
 * other file revalidated, below), the same strategy and its plugins. One after the other, ~200 files took
 * close to a minute on a phone network, and until the last one the worker neither kept the app nor controlled the
 * page: a signal lost in that minute left the menu's screens without their code (issue 32 item 10, ADR 0062).
 */
export async function installAtOnce(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  const queue = [...controller.getURLsToCacheKeys()];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        // Workbox's `reload` fetched again what the page had just loaded (the favicon, the brand images): `no-cache`
        // asks the server to confirm the copy at hand (its ETag), which is as fresh and costs a 304 (D2, ADR 0076).
        cache: cacheKey === url ? 'default' : 'no-cache',
        credentials: 'same-origin',
      });
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
}
