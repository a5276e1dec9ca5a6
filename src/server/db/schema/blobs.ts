import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both take either. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The files of the default blob store (ADR 0049): one row per stored file under its key, its bytes in
 * `blob_chunks`. The row is written last, in one statement, once every chunk is in: a key never shows a
 * partly written file. `chunk_bytes` is the size of every chunk but the last, so a byte range finds its chunks.
 */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  blobId: uuid('blob_id').notNull().unique(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  chunkBytes: integer('chunk_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The bytes of a blob in order (`seq` from 0). Chunks whose blob_id has no `blobs` row are a write that did not
 * finish (the process stopped mid-copy): removed at start once older than an hour (`written_at`).
 */
export const blobChunks = pgTable(
  'blob_chunks',
  {
    blobId: uuid('blob_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blobId, t.seq] }), index('blob_chunks_written_at_idx').on(t.writtenAt)],
);
