import { countReceived } from '../lib/data-meter';
import { PARTIAL_AUDIO_CACHE } from './sw-messages';

/** Bytes kept in memory before they are saved as a piece: what a tab closed mid-download may lose at most. */
const PIECE_BYTES = 64 * 1024;
const FROM_PARAM = 'partial-from';

const pieceUrl = (url: string, from: number) => {
  const key = new URL(url, self.location.href);
  key.searchParams.set(FROM_PARAM, String(from));
  return key.href;
};

/** The offset a cached piece starts at when it belongs to `url`, else null. */
function pieceFrom(key: string, url: string): number | null {
  const parsed = new URL(key);
  const from = parsed.searchParams.get(FROM_PARAM);
  parsed.searchParams.delete(FROM_PARAM);
  return from !== null && parsed.href === new URL(url, self.location.href).href ? Number(from) : null;
}

interface Pieces {
  blobs: Blob[];
  bytes: number;
  /** The file's ETag when the pieces were fetched: a resumed request asks for the rest of that version only. */
  etag: string | null;
}

/** The pieces of `url` saved so far, in order, as far as they join up from byte 0. */
async function savedPieces(partial: Cache, url: string): Promise<Pieces> {
  const keys = (await partial.keys()).flatMap((k) => {
    const from = pieceFrom(k.url, url);
    return from === null ? [] : [{ key: k, from }];
  });
  keys.sort((a, b) => a.from - b.from);
  const pieces: Pieces = { blobs: [], bytes: 0, etag: null };
  for (const { key, from } of keys) {
    const saved = from === pieces.bytes ? await partial.match(key) : undefined;
    if (!saved) break;
    const blob = await saved.blob();
    pieces.blobs.push(blob);
    pieces.bytes += blob.size;
    pieces.etag = saved.headers.get('etag');
  }
  return pieces;
}

async function forgetPieces(partial: Cache, url: string): Promise<void> {
  const keys = await partial.keys();
  await Promise.all(keys.filter((k) => pieceFrom(k.url, url) !== null).map((k) => partial.delete(k)));
}

/** The request for what is still missing: the rest after the saved pieces (If-Range: the same version), or all. */
async function requestRest(url: string, pieces: Pieces, signal?: AbortSignal): Promise<Response> {
  const resume = pieces.bytes > 0 && pieces.etag !== null;
  const response = await fetch(url, {
    signal,
    cache: 'no-store',
    headers: resume ? { range: `bytes=${pieces.bytes}-`, 'if-range': pieces.etag ?? '' } : {},
  });
  const start = /^bytes (\d+)-/.exec(response.headers.get('content-range') ?? '');
  const resumed = response.status === 206 && start !== null && Number(start[1]) === pieces.bytes;
  if (!response.body || !(response.status === 200 || resumed)) throw new Error(`Download of ${url} answered ${response.status}`);
  return response;
}

/**
 * Fetches one file into `cache` whole, resuming a download cut halfway: the bytes read are saved as pieces in
 * PARTIAL_AUDIO_CACHE as they arrive (and on a failure), and the next try asks only for the rest with a Range
 * request. A full answer (the file changed, or the range was not honoured) starts it afresh. `onBytes` reports
 * the bytes the file has, those saved before first. Returns the file's size.
 */
export async function downloadInto(cache: Cache, url: string, onBytes: (n: number) => void, signal?: AbortSignal): Promise<number> {
  const partial = await caches.open(PARTIAL_AUDIO_CACHE);
  let pieces = await savedPieces(partial, url);
  const response = await requestRest(url, pieces, signal);
  if (response.status === 200 && pieces.bytes > 0) {
    await forgetPieces(partial, url);
    pieces = { blobs: [], bytes: 0, etag: null };
  }
  onBytes(pieces.bytes);
  const etag = response.headers.get('etag');
  const blobs = [...pieces.blobs];
  let saved = pieces.bytes;
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  const save = async () => {
    if (pendingBytes === 0) return;
    const blob = new Blob(pending);
    await partial.put(pieceUrl(url, saved), new Response(blob, { headers: etag ? { etag } : {} }));
    blobs.push(blob);
    saved += blob.size;
    pending = [];
    pendingBytes = 0;
  };
  const reader = (response.body as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.length;
      countReceived(value.length);
      onBytes(value.length);
      if (pendingBytes >= PIECE_BYTES) await save();
    }
  } catch (err) {
    // Cut or cancelled: what arrived is kept for the next try.
    await save().catch(() => undefined);
    throw err;
  }
  const whole = new Blob([...blobs, ...pending], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
  const headers = new Headers(response.headers);
  headers.delete('content-range');
  headers.set('content-length', String(whole.size));
  await cache.put(url, new Response(whole, { status: 200, headers }));
  await forgetPieces(partial, url);
  return whole.size;
}

/** Drops every saved piece ("Remove downloads"). */
export async function removePartialDownloads(): Promise<void> {
  await caches.delete(PARTIAL_AUDIO_CACHE);
}
