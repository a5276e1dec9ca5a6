import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DownloadRow } from '../offline/db';

/** Audio modules saved for offline use. */
export function useDownloads(): DownloadRow[] | undefined {
  return useLiveQuery(() => db.downloads.toArray(), []);
}

/** One module's offline copy, or undefined when it is not downloaded. */
export function useDownload(moduleId: string): DownloadRow | undefined {
  return useLiveQuery(() => db.downloads.get(moduleId), [moduleId]);
}
