import 'fake-indexeddb/auto';
import { createOfflineDb, type OfflineDb } from '../../../src/app/offline/db';
import { addEntry } from '../../../src/app/offline/queue';
import { type EngineDeps, type LockLike, SyncEngine } from '../../../src/app/offline/sync-engine';

let counter = 0;
export const freshDbName = () => `test-db-${process.pid}-${Date.now()}-${counter++}`;

/** Web Locks for one origin, in memory: `ifAvailable` answers null while another holder runs. */
export class MemoryLocks implements LockLike {
  private held = new Set<string>();
  async request<T>(name: string, _options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

export interface Page {
  db: OfflineDb;
  engine: SyncEngine;
}

/** One "page": its own Dexie connection and engine, timers driven by the test. */
export function openPage(name: string, deps: Omit<EngineDeps, 'db'>): Page {
  const db = createOfflineDb(name);
  const engine = new SyncEngine({ schedule: () => () => undefined, random: () => 0.5, ...deps, db });
  return { db, engine };
}

export function write(db: OfflineDb, userId: string, value: string, options: { parent?: string; label?: string } = {}) {
  const id = crypto.randomUUID();
  return addEntry(db, {
    id,
    userId,
    kind: 'record.create',
    label: options.label ?? `Record ${value}`,
    method: 'POST',
    path: '/records',
    body: { value, owner: userId, ...(options.parent ? { parent: options.parent } : {}) },
    dependsOn: options.parent ? [options.parent] : [],
    invalidates: [['records']],
    local: { collection: 'records', record: { id, value } },
  });
}
