import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AUDIO_TYPES, type AudioExt, MAX_AUDIO_BYTES } from '../../../shared/contracts/files';
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

export const audioDir = (dataDir: string) => path.join(dataDir, 'uploads', 'audio');
const tempDir = (dataDir: string) => path.join(dataDir, 'uploads', 'tmp');

/** Stored names are exactly `<64 hex>.<accepted ext>`: anything else is refused before touching the disk. */
export const STORED_NAME = /^[a-f0-9]{64}\.(mp3|wav|aac|ogg)$/;

export const storedPath = (dataDir: string, fileName: string) => {
  if (!STORED_NAME.test(fileName)) throw new Error('not a stored audio name');
  return path.join(audioDir(dataDir), fileName);
};

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

/** Moves a received file (and its phone version) into the store; the same content uploaded twice is stored once. */
export async function commitAudio(pending: PendingAudio, dataDir: string): Promise<void> {
  if (pending.phone) await commitAudio(pending.phone, dataDir);
  await mkdir(audioDir(dataDir), { recursive: true });
  const target = storedPath(dataDir, pending.fileName);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) await rm(pending.tempPath, { force: true });
  else await rename(pending.tempPath, target);
}

export async function discardAudio(pending: PendingAudio[]): Promise<void> {
  await Promise.all(pending.flatMap((p) => [p, ...(p.phone ? [p.phone] : [])]).map((p) => rm(p.tempPath, { force: true })));
}

export async function removeStoredAudio(dataDir: string, fileName: string): Promise<void> {
  await rm(storedPath(dataDir, fileName), { force: true });
}
