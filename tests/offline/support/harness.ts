import 'fake-indexeddb/auto';
import { createOfflineDb, type OfflineDb } from '@app/offline/db';
import { addEntry } from '@app/offline/queue';
import { type EngineDeps, SyncEngine } from '@app/offline/sync-engine';

let counter = 0;
export const freshDbName = () => `test-db-${process.pid}-${Date.now()}-${counter++}`;

export interface Page {
  db: OfflineDb;
  engine: SyncEngine;
}

/** One "page": its own Dexie connection and engine (no state shared with another page), timers driven by the test. */
export function openPage(name: string, deps: Omit<EngineDeps, 'db'>): Page {
  const db = createOfflineDb(name);
  const engine = new SyncEngine({ schedule: () => () => undefined, random: () => 0.5, ...deps, db });
  return { db, engine };
}

/** A clock the test moves: `now()` for the engine, `advance(ms)` to let a backoff run out. */
export function testClock(start = Date.now()) {
  let t = start;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

export function write(db: OfflineDb, userId: string, value: string, options: { parent?: string; label?: string; occurredAt?: number } = {}) {
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
    occurredAt: options.occurredAt ?? Date.now(),
    occurredAtCorrected: true,
  });
}
