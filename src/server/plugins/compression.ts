import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: the encoding's headers would eat most of the gain. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli's default quality (11) spends ~20× gzip's CPU for a few percent. Quality 4 with a 256 KiB window (18) costs
 * ~40 % less CPU per answer than quality 5 with its 4 MiB default window (most of a small answer's cost is setting
 * that window up) for ~1 % more bytes, still ~13 % fewer than gzip's (ADR 0051, ADR 0082).
 */
const BROTLI_QUALITY = 4;
const BROTLI_WINDOW_BITS = 18;

/**
 * A plain object, not an Error: for a body that does not inflate, the plugin copies the enumerable fields onto
 * zlib's error, and an Error's message is not enumerable.
 */
const clientError = (statusCode: number, code: string, message: string) => ({ name: 'RequestEncodingError', statusCode, code, message });

/**
 * Answers (JSON, CSV, HTML not pre-compressed) compressed by Accept-Encoding, Brotli or gzip, streamed for
 * streams (CSV exports); files already sent with a Content-Encoding (the built client's .br/.gz twins) and
 * types mime-db calls incompressible (audio, photos) are left alone. Request bodies sent with
 * `Content-Encoding: gzip` (the outbox's batches) are inflated before parsing; Fastify's bodyLimit counts the
 * inflated bytes, so a compression bomb ends in 413 after at most that many bytes.
 * Registered before every route: the plugin adds its hooks to the routes created after it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } },
    requestEncodings: ['gzip'],
    onUnsupportedRequestEncoding: (encoding) =>
      clientError(415, 'UNSUPPORTED_ENCODING', `The request body's Content-Encoding ${encoding} is not accepted: send it as it is or gzip-compressed.`),
    onInvalidRequestPayload: () => clientError(400, 'BAD_ENCODING', 'The request body is not valid gzip.'),
  });
}
