export interface StorageStatus {
  usage: number | null;
  quota: number | null;
  /** null when the browser cannot tell. */
  persisted: boolean | null;
}

/** Usage, quota and whether the data is protected from eviction (`navigator.storage`). */
export async function storageStatus(): Promise<StorageStatus> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage) return { usage: null, quota: null, persisted: null };
  const [estimate, persisted] = await Promise.all([
    storage.estimate ? storage.estimate().catch(() => undefined) : undefined,
    storage.persisted ? storage.persisted().catch(() => null) : null,
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}

/** Asks the browser to keep this site's data under storage pressure; true when granted. */
export async function requestPersistence(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  return storage.persist().catch(() => false);
}

/** Space is short when less than this share of the quota is left, or less than LOW_SPACE_BYTES. */
const LOW_SPACE_SHARE = 0.1;
const LOW_SPACE_BYTES = 50 * 1024 * 1024;

/**
 * Whether the browser may soon evict this site's data for space: only then is asking to keep it worth a word to
 * the user (issue 32 item 8). Unknown usage or quota is not short.
 */
export function isSpaceShort({ usage, quota }: StorageStatus): boolean {
  if (usage === null || quota === null) return false;
  const free = quota - usage;
  return free < LOW_SPACE_BYTES || free < quota * LOW_SPACE_SHARE;
}
