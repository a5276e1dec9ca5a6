/**
 * The database blob store (ADR 0049) on PGlite and PostgreSQL: ranges served from the chunks, a write cut off
 * mid-way leaves nothing, chunks of a write that never finished are cleared, and files an older version kept
 * on disk are moved in once.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { CHUNK_BYTES, databaseBlobStore, removeAbandonedChunks } from '@server/db/database-blob-store';
import { blobChunks } from '@server/db/schema';
import type { BlobStore } from '@server/lib/blob-store';
import { moveDiskFilesIn } from '@server/modules/files/files.service';
import { storedKeys } from '../support/blobs';
import { openTestDatabase } from '../support/test-app';

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** Yields `bytes` in uneven pieces, then fails: a client that went away mid-upload. */
function cutOff(bytes: Buffer): Readable {
  return Readable.from(
    (async function* () {
      yield bytes.subarray(0, 100_000);
      yield bytes.subarray(100_000, CHUNK_BYTES + 5);
      throw new Error('connection reset');
    })(),
  );
}

describe('database blob store', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let store: BlobStore;
  const bytes = randomBytes(2 * CHUNK_BYTES + 1234);
  const chunkRows = async () => (await database.db.select({ seq: blobChunks.seq }).from(blobChunks)).length;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    store = databaseBlobStore(database.db);
    await store.put('audio/a.wav', Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]), { size: bytes.length, contentType: 'audio/wav' });
  }, 120_000);
  afterAll(() => drop?.());

  it('serves the whole blob, any range across chunk seams, and a single byte', async () => {
    const blob = await store.open('audio/a.wav');
    expect(blob).toMatchObject({ size: bytes.length, contentType: 'audio/wav' });
    expect((await collect(blob!.stream())).equals(bytes)).toBe(true);
    for (const [start, end] of [
      [CHUNK_BYTES - 3, CHUNK_BYTES + 2],
      [0, 0],
      [bytes.length - 500, bytes.length - 1],
      [5, 2 * CHUNK_BYTES + 10],
    ]) {
      expect((await collect(blob!.stream({ start, end }))).equals(bytes.subarray(start, end + 1))).toBe(true);
    }
    expect(await store.open('audio/missing.wav')).toBeNull();
  });

  it('stores the same key once, and a write cut off mid-way leaves no row behind', async () => {
    const before = await chunkRows();
    await store.put('audio/a.wav', Readable.from([bytes]), { size: bytes.length, contentType: 'audio/wav' });
    await expect(store.put('audio/cut.wav', cutOff(bytes), { size: bytes.length, contentType: 'audio/wav' })).rejects.toThrow('connection reset');
    expect(await chunkRows()).toBe(before);
    expect(await store.open('audio/cut.wav')).toBeNull();
  });

  it('clears chunks of a write that stopped over an hour ago, never a stored blob', async () => {
    const before = await chunkRows();
    const orphan = '00000000-0000-4000-8000-000000000001';
    await database.db.insert(blobChunks).values({ blobId: orphan, seq: 0, data: sql`decode('AAEC', 'base64')`, writtenAt: new Date(Date.now() - 2 * 3600_000) });
    await database.db.insert(blobChunks).values({ blobId: orphan, seq: 1, data: sql`decode('AAEC', 'base64')` });
    expect(await removeAbandonedChunks(database.db)).toBe(1);
    expect(await database.db.select().from(blobChunks).where(eq(blobChunks.blobId, orphan))).toHaveLength(1);
    await database.db.delete(blobChunks).where(eq(blobChunks.blobId, orphan));
    expect(await chunkRows()).toBe(before);
  });

  it('removes a blob with its chunks', async () => {
    await store.put('photos/x.png', Readable.from([randomBytes(10)]), { size: 10, contentType: 'image/png' });
    await store.remove('photos/x.png');
    await store.remove('photos/x.png');
    expect(await store.open('photos/x.png')).toBeNull();
  });

  it('moves files left on disk into the store once, leaving other files alone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fap-disk-files-'));
    try {
      const audio = path.join(dataDir, 'uploads', 'audio');
      const photos = path.join(dataDir, 'uploads', 'photos');
      mkdirSync(audio, { recursive: true });
      mkdirSync(photos, { recursive: true });
      const audioName = `${'a'.repeat(64)}.ogg`;
      const photoName = `${'b'.repeat(64)}.png`;
      writeFileSync(path.join(audio, audioName), bytes);
      writeFileSync(path.join(photos, photoName), bytes.subarray(0, 99));
      writeFileSync(path.join(audio, 'notes.txt'), 'not ours');
      expect(await moveDiskFilesIn(dataDir, store)).toBe(2);
      expect(await moveDiskFilesIn(dataDir, store)).toBe(0);
      expect(readdirSync(audio)).toEqual(['notes.txt']);
      expect(await storedKeys(database.db, 'audio/a')).toContain(`audio/${audioName}`);
      const photo = await store.open(`photos/${photoName}`);
      expect(photo).toMatchObject({ size: 99, contentType: 'image/png' });
      expect((await collect((await store.open(`audio/${audioName}`))!.stream())).equals(bytes)).toBe(true);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
