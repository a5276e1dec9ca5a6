import type { Readable } from 'node:stream';

/** Bytes `start` to `end` of a blob, both included (an HTTP byte range once resolved against the size). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored blob found by its key: its size and type known before a byte is sent, its bytes read on demand. */
export interface StoredBlob {
  size: number;
  contentType: string;
  /** The bytes, or only `range`; read as the stream is consumed, never held whole in memory. */
  stream(range?: ByteRange): Readable;
}

/**
 * Where every file the app keeps lives (audio originals and their variants, photos): one interface, two
 * stores chosen by BLOB_STORE (ADR 0049): chunked rows in the database (the default) or an S3-compatible
 * bucket. Keys are `<area>/<sha256>.<ext>`: content-addressed, so a key's bytes never change and writing a
 * key that exists already writes nothing.
 */
export interface BlobStore {
  /** The blob, or null when no blob has this key. */
  open(key: string): Promise<StoredBlob | null>;
  /**
   * Streams `source` in under `key`; `size` is its length in bytes. Nothing is visible under the key until every
   * byte is stored, and a failed write leaves nothing behind. When the key exists already, `source` is destroyed
   * unread.
   */
  put(key: string, source: Readable, meta: { size: number; contentType: string }): Promise<void>;
  /** Removes the blob; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

/** The store's key of an uploaded audio file (`fileName` is `<sha256>.<ext>`). */
export const audioKey = (fileName: string) => `audio/${fileName}`;

/** The store's key of a profile photo (`name` is `<sha256>.<ext>`). */
export const photoKey = (name: string) => `photos/${name}`;
