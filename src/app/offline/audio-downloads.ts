import { audioUrl } from '@shared/audio-url';
import { db } from './db';
import { AUDIO_CACHE } from './sw-messages';

export interface DownloadableModule {
  id: string;
  title: string;
  audioFiles: Array<{ audioFileUrl: string; fileSize: number }>;
}

/** Bytes a module takes once downloaded (shown before downloading). */
export const moduleBytes = (module: DownloadableModule) => module.audioFiles.reduce((sum, a) => sum + a.fileSize, 0);

/**
 * Fetches every audio of a module in full (never a range), reporting progress from the response bodies,
 * stores each full response in `audio-v1`, then records the module in the `downloads` table. A failure
 * leaves nothing half-recorded: the row is written only after every file is cached.
 */
export async function downloadModule(module: DownloadableModule, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  const cache = await caches.open(AUDIO_CACHE);
  const urls = module.audioFiles.map((a) => audioUrl(a.audioFileUrl));
  const total = Math.max(1, moduleBytes(module));
  let loaded = 0;
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url, { signal, cache: 'no-store' });
    if (response.status !== 200 || !response.body) throw new Error(`Download of ${url} answered ${response.status}`);
    const reader = response.body.getReader();
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loaded += value.length;
      onProgress(Math.min(99, Math.round((loaded / total) * 100)));
    }
    const blob = new Blob(chunks, { type: response.headers.get('content-type') ?? 'application/octet-stream' });
    bytes += blob.size;
    const headers = new Headers(response.headers);
    headers.set('content-length', String(blob.size));
    await cache.put(url, new Response(blob, { status: 200, headers }));
  }
  await db.downloads.put({ moduleId: module.id, title: module.title, urls, bytes, downloadedAt: Date.now() });
  onProgress(100);
}

/** Removes a module's audio from the cache (keeping files another downloaded module still uses) and its row. */
export async function removeModuleDownload(moduleId: string): Promise<void> {
  const rows = await db.downloads.toArray();
  const row = rows.find((r) => r.moduleId === moduleId);
  if (!row) return;
  const stillUsed = new Set(rows.filter((r) => r.moduleId !== moduleId).flatMap((r) => r.urls));
  const cache = await caches.open(AUDIO_CACHE);
  await Promise.all(row.urls.filter((u) => !stillUsed.has(u)).map((u) => cache.delete(u)));
  await db.downloads.delete(moduleId);
}
