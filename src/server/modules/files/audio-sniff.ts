import { open } from 'node:fs/promises';
import type { AudioExt } from '@shared/contracts/files';

/** Bytes needed to recognise every accepted format. */
export const SNIFF_BYTES = 12;

/**
 * The audio type from the first bytes of the file (never from the name or the browser's MIME type):
 * MP3 (ID3 tag or an MPEG audio frame), WAV (RIFF…WAVE), AAC (ADTS frame) or OGG (OggS page).
 */
export function sniffAudio(head: Buffer): AudioExt | null {
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return 'ogg';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE') return 'wav';
  if (head.length >= 3 && head.toString('latin1', 0, 3) === 'ID3') return 'mp3';
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0) {
    const layer = (head[1] >> 1) & 0x03;
    // ADTS (AAC) has the 12-bit sync and layer 00; MPEG audio uses layers 01–11 and a valid version.
    if ((head[1] & 0xf6) === 0xf0) return 'aac';
    const version = (head[1] >> 3) & 0x03;
    if (layer !== 0 && version !== 1) return 'mp3';
  }
  return null;
}

/** Duration in seconds for WAV and OGG (Vorbis or Opus), read from the stored file; null when unknown. */
export async function probeDuration(path: string, ext: AudioExt, size: number): Promise<number | null> {
  if (ext !== 'wav' && ext !== 'ogg') return null;
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 4096));
    await file.read(head, 0, head.length, 0);
    if (ext === 'wav') return wavDuration(head, size);
    const tailLength = Math.min(size, 65536);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    return oggDuration(head, tail);
  } finally {
    await file.close();
  }
}

function wavDuration(head: Buffer, size: number): number | null {
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const length = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= head.length) byteRate = head.readUInt32LE(offset + 16);
    if (id === 'data') {
      const dataBytes = Math.min(length, size - offset - 8);
      return byteRate > 0 ? round(dataBytes / byteRate) : null;
    }
    offset += 8 + length + (length % 2);
  }
  return null;
}

function oggDuration(head: Buffer, tail: Buffer): number | null {
  let rate: number | null = null;
  const vorbis = head.indexOf('\x01vorbis', 0, 'latin1');
  if (vorbis >= 0 && vorbis + 16 <= head.length) rate = head.readUInt32LE(vorbis + 12);
  if (head.indexOf('OpusHead', 0, 'latin1') >= 0) rate = 48000;
  const last = tail.lastIndexOf('OggS', undefined, 'latin1');
  if (!rate || last < 0 || last + 14 > tail.length) return null;
  const granule = Number(tail.readBigUInt64LE(last + 6));
  return granule > 0 ? round(granule / rate) : null;
}

/** The channel count of an Ogg Opus file from its first bytes (the OpusHead packet); null when not Opus. */
export async function opusChannels(path: string): Promise<number | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    const at = head.subarray(0, bytesRead).indexOf('OpusHead', 0, 'latin1');
    return at >= 0 && at + 9 < bytesRead ? head[at + 9] : null;
  } finally {
    await file.close();
  }
}

const round = (seconds: number) => Math.round(seconds * 100) / 100;
