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
