import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt, notExists, sql } from 'drizzle-orm';
import type { BlobStore, ByteRange, StoredBlob } from '../lib/blob-store';
import type { Db } from './client';
import { blobChunks, blobs } from './schema';

/** Bytes per chunk row: a 50 MB upload is 200 rows, and a reader holds one chunk at a time. */
export const CHUNK_BYTES = 256 * 1024;

/** Chunks of a write that never finished are removed once this old (no write of one file lasts an hour). */
const ABANDONED_AFTER = sql`interval '1 hour'`;

/** Cuts a stream into pieces of exactly `size` bytes (the last one shorter), copying only at the seams. */
async function* rechunk(source: Readable, size: number): AsyncGenerator<Buffer> {
  let parts: Buffer[] = [];
  let held = 0;
  for await (const piece of source as AsyncIterable<Buffer>) {
    let chunk = piece;
    while (held + chunk.length >= size) {
      const take = size - held;
      yield Buffer.concat([...parts, chunk.subarray(0, take)]);
      parts = [];
      held = 0;
      chunk = chunk.subarray(take);
    }
    if (chunk.length) {
      parts.push(chunk);
      held += chunk.length;
    }
  }
  if (held) yield Buffer.concat(parts);
}

/**
 * The chunks covering `range`, read one row per query so that memory holds a single chunk. Bytes cross the
 * driver as base64 text, decoded by PostgreSQL and by Buffer in native code: PGlite's own bytea conversion
 * goes through a JavaScript array of hex strings, 10 to 20 times slower.
 */
function chunkStream(db: Db, blobId: string, chunkBytes: number, range: ByteRange): Readable {
  const first = Math.floor(range.start / chunkBytes);
  const last = Math.floor(range.end / chunkBytes);
  async function* chunks() {
    for (let seq = first; seq <= last; seq++) {
      const [row] = await db
        .select({ data: sql<string>`encode(${blobChunks.data}, 'base64')` })
        .from(blobChunks)
        .where(and(eq(blobChunks.blobId, blobId), eq(blobChunks.seq, seq)));
      // Removed while being read: the answer's headers are gone already, so the stream ends in error.
      if (!row) throw new Error(`blob chunk ${blobId}/${seq} is gone`);
      const data = Buffer.from(row.data, 'base64');
      const from = seq === first ? range.start - seq * chunkBytes : 0;
      const to = seq === last ? range.end - seq * chunkBytes + 1 : data.length;
      yield data.subarray(from, to);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/**
 * The default blob store (ADR 0049): files as chunk rows in the application's own database, PGlite or
 * PostgreSQL, so every process serves every file and one dump holds data and files together. A write
 * inserts its chunks under a fresh blob id, one statement each (on PGlite other requests run between them),
 * then names them with one `blobs` row; a failed write deletes its chunks.
 */
export function databaseBlobStore(db: Db): BlobStore {
  return {
    async open(key) {
      const [row] = await db.select().from(blobs).where(eq(blobs.key, key));
      if (!row) return null;
      const blob: StoredBlob = {
        size: row.size,
        contentType: row.contentType,
        stream: (range) =>
          row.size === 0 ? Readable.from([]) : chunkStream(db, row.blobId, row.chunkBytes, range ?? { start: 0, end: row.size - 1 }),
      };
      return blob;
    },

    async put(key, source, meta) {
      const [existing] = await db.select({ key: blobs.key }).from(blobs).where(eq(blobs.key, key));
      if (existing) {
        source.destroy();
        return;
      }
      const blobId = randomUUID();
      let seq = 0;
      let size = 0;
      try {
        for await (const data of rechunk(source, CHUNK_BYTES)) {
          await db.insert(blobChunks).values({ blobId, seq: seq++, data: sql`decode(${data.toString('base64')}, 'base64')` });
          size += data.length;
        }
        const named = await db
          .insert(blobs)
          .values({ key, blobId, size, contentType: meta.contentType, chunkBytes: CHUNK_BYTES })
          .onConflictDoNothing()
          .returning({ key: blobs.key });
        // Another process stored the same content meanwhile: its copy stands, this one goes.
        if (named.length === 0) await db.delete(blobChunks).where(eq(blobChunks.blobId, blobId));
      } catch (err) {
        source.destroy();
        await db.delete(blobChunks).where(eq(blobChunks.blobId, blobId));
        throw err;
      }
    },

    async remove(key) {
      await db.transaction(async (tx) => {
        const gone = await tx.delete(blobs).where(eq(blobs.key, key)).returning({ blobId: blobs.blobId });
        for (const { blobId } of gone) await tx.delete(blobChunks).where(eq(blobChunks.blobId, blobId));
      });
    },
  };
}

/** Removes the chunks of writes that stopped mid-way (a process killed while copying); answers how many rows. */
export async function removeAbandonedChunks(db: Db): Promise<number> {
  const gone = await db
    .delete(blobChunks)
    .where(
      and(
        lt(blobChunks.writtenAt, sql`now() - ${ABANDONED_AFTER}`),
        notExists(db.select({ one: sql`1` }).from(blobs).where(eq(blobs.blobId, blobChunks.blobId))),
      ),
    )
    .returning({ seq: blobChunks.seq });
  return gone.length;
}

