import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AUDIO_TYPES, type AudioExt, MAX_AUDIO_BYTES } from '@shared/contracts/files';
import { audioKey, type BlobStore } from '@server/lib/blob-store';
import { probeDuration, SNIFF_BYTES, sniffAudio } from './audio-sniff';

/** A received upload sitting in the temp folder: hashed, counted and typed, not yet in the store. */
export interface PendingAudio {
  originalName: string;
  tempPath: string;
  sha256: string;
  ext: AudioExt;
  mimeType: string;
  size: number;
  duration: number | null;
  /** `<sha256>.<ext>`: the only name the file ever has in the store. */
  fileName: string;
  /** Its phone version (ADR 0052), received with it and stored the same way. */
  phone?: PendingAudio;
}

export type ReceiveFailure = 'too_large' | 'invalid_type' | 'invalid_phone_version';

export class AudioRejected extends Error {
  constructor(
    readonly reason: ReceiveFailure,
    readonly originalName: string,
  ) {
    super(reason);
  }
}

/** Where audio lived before the blob store (ADR 0049): files found there are moved into the store at start. */
export const audioDir = (dataDir: string) => path.join(dataDir, 'uploads', 'audio');
export const tempDir = (dataDir: string) => path.join(dataDir, 'uploads', 'tmp');

/** Stored names are exactly `<64 hex>.<accepted ext>`: anything else is refused before the store is asked. */
export const STORED_NAME = /^[a-f0-9]{64}\.(mp3|wav|aac|ogg)$/;

/**
 * Streams an upload to a temp file while hashing and counting it; nothing is held in memory. Stops at
 * MAX_AUDIO_BYTES + 1 (the temp file is removed) and refuses content that is not MP3, WAV, AAC or OGG.
 * `truncated` is the multipart parser's own cap signal, checked as well.
 */
export async function receiveAudio(source: Readable & { truncated?: boolean }, originalName: string, dataDir: string): Promise<PendingAudio> {
  await mkdir(tempDir(dataDir), { recursive: true });
  const tempPath = path.join(tempDir(dataDir), `${randomUUID()}.part`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > MAX_AUDIO_BYTES) return done(new AudioRejected('too_large', originalName));
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tempPath));
    if (source.truncated) throw new AudioRejected('too_large', originalName);
    const ext = sniffAudio(head);
    if (!ext) throw new AudioRejected('invalid_type', originalName);
    const sha256 = hash.digest('hex');
    const duration = await probeDuration(tempPath, ext, size).catch(() => null);
    return { originalName, tempPath, sha256, ext, mimeType: AUDIO_TYPES[ext], size, duration, fileName: `${sha256}.${ext}` };
  } catch (err) {
    source.resume();
    await rm(tempPath, { force: true });
    throw err;
  }
}

/**
 * Copies a received file (and its phone version) into the blob store, then removes the temp file whatever
 * happened; the same content uploaded twice is stored once.
 */
export async function commitAudio(pending: PendingAudio, blobs: BlobStore): Promise<void> {
  if (pending.phone) await commitAudio(pending.phone, blobs);
  try {
    await blobs.put(audioKey(pending.fileName), createReadStream(pending.tempPath), { size: pending.size, contentType: pending.mimeType });
  } finally {
    await rm(pending.tempPath, { force: true });
  }
}

export async function discardAudio(pending: PendingAudio[]): Promise<void> {
  await Promise.all(pending.flatMap((p) => [p, ...(p.phone ? [p.phone] : [])]).map((p) => rm(p.tempPath, { force: true })));
}

export async function removeStoredAudio(blobs: BlobStore, fileName: string): Promise<void> {
  await blobs.remove(audioKey(fileName));
}
