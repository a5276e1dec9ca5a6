import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUDIO_TYPES, type AudioExt } from '@shared/contracts/files';
import type { AppDeps } from '@server/context';
import { blobsOf } from '@server/db/blobs-of';
import { audioKey } from '@server/lib/blob-store';
import { STORED_NAME } from './audio-store';

const YEAR = 31_536_000;

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` against a file of `size` bytes; null when unsatisfiable, 'ignore' when not a single byte range. */
export function parseRange(header: string, size: number): { start: number; end: number } | null | 'ignore' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'ignore';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return null;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

/**
 * `/audio/{name}`: content-addressed audio with Range (206 / 416), a strong ETag (the name is the hash),
 * If-None-Match (304) and year-long immutable caching. Names other than `<sha256>.<ext>` answer 404 before
 * the store is asked; a name the store does not hold answers 404 before any byte is sent.
 */
export function registerAudioRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/audio/:name', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) return notFoundAudio(reply);
    const info = await blobsOf(deps).open(audioKey(name));
    if (!info) return notFoundAudio(reply);
    const [hash, ext] = name.split('.') as [string, AudioExt];
    const etag = `"${hash}"`;
    reply
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('cache-control', `public, max-age=${YEAR}, immutable`)
      .header('content-type', AUDIO_TYPES[ext]);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*')) {
      return reply.status(304).send();
    }
    const rangeHeader = request.headers.range;
    const ifRange = request.headers['if-range'];
    const range = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(rangeHeader, info.size) : 'ignore';
    if (range === null) {
      return reply.status(416).header('content-range', `bytes */${info.size}`).send();
    }
    if (range === 'ignore') {
      reply.header('content-length', String(info.size));
      return reply.status(200).send(request.method === 'HEAD' ? undefined : info.stream());
    }
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', String(range.end - range.start + 1));
    return reply.send(request.method === 'HEAD' ? undefined : info.stream(range));
  });
}

function notFoundAudio(reply: FastifyReply) {
  return reply.status(404).send({ message: 'Audio not found', code: 'NOT_FOUND' });
}
