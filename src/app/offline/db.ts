import Dexie, { type EntityTable } from 'dexie';
import type { OutboxEntry } from './outbox-types';

/** A pending local copy of a record an outbox entry creates or changes, shown in lists until it is synced. */
export interface LocalRow {
  entryId: string;
  userId: string;
  collection: string;
  record: Record<string, unknown>;
}

/** An audio module saved for offline listening (the files themselves live in Cache Storage `audio-v1`). */
export interface DownloadRow {
  moduleId: string;
  title: string;
  urls: string[];
  bytes: number;
  downloadedAt: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type OfflineDb = Dexie & {
  outbox: EntityTable<OutboxEntry, 'id'>;
  local: EntityTable<LocalRow, 'entryId'>;
  downloads: EntityTable<DownloadRow, 'moduleId'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const DB_NAME = 'field-agent-portal';

/** Opens (or creates) the offline database; tests pass their own name to get a fresh one. */
export function createOfflineDb(name = DB_NAME): OfflineDb {
  const db = new Dexie(name) as OfflineDb;
  db.version(1).stores({
    // [userId+createdAt] gives each user's queue in the order the writes were made.
    outbox: 'id, userId, [userId+createdAt], status',
    local: 'entryId, userId, collection, [userId+collection]',
    downloads: 'moduleId',
    meta: 'key',
  });
  return db;
}

/** The app's one offline database. */
export const db: OfflineDb = createOfflineDb();

export async function getMeta<T>(database: OfflineDb, key: string): Promise<T | undefined> {
  return (await database.meta.get(key))?.value as T | undefined;
}

export async function setMeta(database: OfflineDb, key: string, value: unknown): Promise<void> {
  await database.meta.put({ key, value });
}

export const lastSuccessKey = (userId: string) => `lastSuccessAt:${userId}`;

/** A stable random id for this installed app, so an admin can tell two phones of one agent apart. */
export async function getDeviceId(database: OfflineDb): Promise<string> {
  return database.transaction('rw', database.meta, async () => {
    const existing = await getMeta<string>(database, 'deviceId');
    if (existing) return existing;
    const id = crypto.randomUUID();
    await setMeta(database, 'deviceId', id);
    return id;
  });
}
