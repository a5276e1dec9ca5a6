import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig, S3ServiceException } from '@aws-sdk/client-s3';
import type { BlobStore } from './blob-store';

export interface S3Settings {
  bucket: string;
  /** Put before every key, e.g. `portal/`: one bucket can hold several installations. */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2, …); AWS itself when absent. */
  endpoint?: string;
  /** Paths `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted). */
  forcePathStyle: boolean;
  /** Both or neither: without them the SDK's own chain (instance role, AWS_* variables, profile) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/**
 * The client for `settings`; `transport` replaces the HTTP handler (tests). Checksums only where S3 requires
 * them: the SDK's default since 3.729 sends every PUT as `aws-chunked` with a CRC32 trailer, which several
 * S3-compatible services (older MinIO, Ceph RGW, some gateways) refuse; a plain PUT with its length works on all.
 */
export function s3Client(settings: S3Settings, transport: Pick<S3ClientConfig, 'requestHandler'> = {}): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    ...transport,
  });
}

const isNotFound = (err: unknown) => err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey');

/** The bytes of a GET, fetched when the stream is first read (the route has answered its headers by then). */
function objectStream(client: S3Client, input: { Bucket: string; Key: string; Range?: string }): Readable {
  async function* body() {
    const answer = await client.send(new GetObjectCommand(input));
    if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered no body for ${input.Key}`);
    yield* answer.Body as AsyncIterable<Buffer>;
  }
  return Readable.from(body(), { objectMode: false });
}

/**
 * The optional blob store (BLOB_STORE=s3, ADR 0049): one object per key in an S3-compatible bucket. A PUT is
 * atomic on S3 (an object is visible whole or not at all), so a failed upload leaves nothing; the length is
 * sent up front so the SDK streams the body instead of buffering it.
 */
export function s3BlobStore(client: S3Client, settings: Pick<S3Settings, 'bucket' | 'prefix'>): BlobStore {
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${key}`;
  const head = async (key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  };
  return {
    async open(key) {
      const found = await head(key);
      if (!found) return null;
      return {
        size: found.ContentLength ?? 0,
        contentType: found.ContentType ?? 'application/octet-stream',
        stream: (range) => objectStream(client, { Bucket, Key: Key(key), ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      };
    },
    async put(key, source, meta) {
      if (await head(key)) {
        source.destroy();
        return;
      }
      try {
        await client.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: source, ContentLength: meta.size, ContentType: meta.contentType }));
      } finally {
        source.destroy();
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}
