import type { Config } from '../env';
import type { BlobStore } from '../lib/blob-store';
import { s3BlobStore, s3Client } from '../lib/s3-blob-store';
import type { Database } from './client';
import { databaseBlobStore } from './database-blob-store';

const stores = new WeakMap<Database, BlobStore>();

/**
 * The blob store of this database and configuration (ADR 0049), made on first use and kept for the
 * database's life: every module asks here rather than each test and entry point building one.
 */
export function blobsOf(deps: { database: Database; config: Config }): BlobStore {
  let store = stores.get(deps.database);
  if (!store) {
    const choice = deps.config.blobStore;
    store = choice.kind === 's3' ? s3BlobStore(s3Client(choice.s3), choice.s3) : databaseBlobStore(deps.database.db);
    stores.set(deps.database, store);
  }
  return store;
}
