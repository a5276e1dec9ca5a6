import { audioUrl } from '@shared/audio-url';
import { db } from './db';
import { downloadInto, removePartialDownloads } from './resumable-download';
import { AUDIO_CACHE } from './sw-messages';

export interface DownloadableModule {
  id: string;
  title: string;
  audioFiles: Array<{ audioFileUrl: string; fileSize: number }>;
}

/** Bytes a module takes once downloaded (shown before downloading). */
export const moduleBytes = (module: DownloadableModule) => module.audioFiles.reduce((sum, a) => sum + a.fileSize, 0);

/** One audio file to store: its URL as the worker serves it and its size as the server lists it. */
export interface AudioFile {
  url: string;
  bytes: number;
}

/** The distinct files of these modules (two modules may share one file), in module order. */
export function audioFilesOf(modules: DownloadableModule[]): AudioFile[] {
  const files = new Map<string, AudioFile>();
  for (const m of modules) for (const a of m.audioFiles) files.set(audioUrl(a.audioFileUrl), { url: audioUrl(a.audioFileUrl), bytes: a.fileSize });
  return [...files.values()];
}

/** The files not yet in Cache Storage: what a download still has to fetch (a cancelled one resumes here). */
export async function missingFiles(files: AudioFile[]): Promise<AudioFile[]> {
  const cache = await caches.open(AUDIO_CACHE);
  const cached = await Promise.all(files.map((f) => cache.match(f.url, { ignoreVary: true })));
  return files.filter((_, i) => !cached[i]);
}

/** Where a download of several files stands: "file 3 of 12, 14 MB of 45 MB". */
export interface DownloadProgress {
  filesDone: number;
  filesTotal: number;
  bytesDone: number;
  bytesTotal: number;
}

/**
 * Downloads the modules' audio: files already cached are skipped and a file cut halfway is resumed with a Range
 * request (a cancelled or failed download resumes where it stopped), each module is recorded in `downloads` as soon as all its files are cached. `signal` cancels: the
 * files and modules completed so far stay.
 */
export async function downloadModules(modules: DownloadableModule[], onProgress: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<void> {
  const cache = await caches.open(AUDIO_CACHE);
  const missing = await missingFiles(audioFilesOf(modules));
  const progress: DownloadProgress = { filesDone: 0, filesTotal: missing.length, bytesDone: 0, bytesTotal: missing.reduce((s, f) => s + f.bytes, 0) };
  onProgress({ ...progress });
  const stored = new Map<string, number>();
  for (const file of missing) {
    signal?.throwIfAborted();
    stored.set(
      file.url,
      await downloadInto(
        cache,
        file.url,
        (n) => {
          progress.bytesDone += n;
          onProgress({ ...progress });
        },
        signal,
      ),
    );
    progress.filesDone += 1;
    onProgress({ ...progress });
  }
  const rows = modules
    .filter((m) => m.audioFiles.length > 0)
    .map((m) => {
      const urls = m.audioFiles.map((a) => audioUrl(a.audioFileUrl));
      return { moduleId: m.id, title: m.title, urls, bytes: urls.reduce((s, u, i) => s + (stored.get(u) ?? m.audioFiles[i].fileSize), 0), downloadedAt: Date.now() };
    });
  await db.downloads.bulkPut(rows);
}

/**
 * One module ("Download for offline"): the same download, its progress as a percentage. A failure leaves nothing
 * half-recorded: the row is written only after every file is cached.
 */
export async function downloadModule(module: DownloadableModule, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  await downloadModules([module], (p) => onProgress(p.bytesTotal ? Math.min(99, Math.round((p.bytesDone / p.bytesTotal) * 100)) : 99), signal);
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

/** "Remove downloads": every saved audio file (also those of a download cancelled halfway) and every module row. */
export async function removeAllDownloads(): Promise<void> {
  await caches.delete(AUDIO_CACHE);
  await removePartialDownloads();
  await db.downloads.clear();
}
