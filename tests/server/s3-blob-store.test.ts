/**
 * The S3 blob store's requests (ADR 0049), seen by an in-process HTTP handler standing in for the bucket (no
 * maintained in-process S3 fake exists on npm): HEAD for open, a ranged GET only once the body is read, a PUT
 * that streams with its length, DELETE, and a missing object as null.
 */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { s3BlobStore, s3Client } from '@server/lib/s3-blob-store';
import { loadConfig } from '@server/env';

interface SeenRequest {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** A bucket of one object, `portal/audio/a.ogg`, answering as S3 does; records every request. */
function fakeBucket(content: Buffer) {
  const seen: SeenRequest[] = [];
  const handler = {
    async handle(request: { method: string; hostname: string; path: string; headers: Record<string, string>; body?: unknown }) {
      let body: Buffer | null = null;
      if (request.body instanceof Readable) {
        const parts: Buffer[] = [];
        for await (const part of request.body) parts.push(Buffer.from(part as Buffer));
        body = Buffer.concat(parts);
      }
      seen.push({ method: request.method, hostname: request.hostname, path: request.path, headers: request.headers, body });
      const found = request.path === '/bucket-1/portal/audio/a.ogg';
      const answer = (statusCode: number, headers: Record<string, string> = {}, bytes: Uint8Array = new Uint8Array()) => ({
        response: { statusCode, reason: '', headers, body: Readable.from([bytes]) },
      });
      if (request.method === 'HEAD') return found ? answer(200, { 'content-length': String(content.length), 'content-type': 'audio/ogg' }) : answer(404);
      if (request.method === 'GET') {
        if (!found) return answer(404, { 'content-type': 'application/xml' }, Buffer.from('<Error><Code>NoSuchKey</Code></Error>'));
        const [, start, end] = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '') ?? [];
        const bytes = start ? content.subarray(Number(start), Number(end) + 1) : content;
        return answer(start ? 206 : 200, { 'content-length': String(bytes.length), 'content-type': 'audio/ogg' }, bytes);
      }
      if (request.method === 'PUT') return answer(200, { etag: '"x"' });
      if (request.method === 'DELETE') return answer(204);
      return answer(400);
    },
  };
  const settings = {
    bucket: 'bucket-1',
    prefix: 'portal/',
    region: 'eu-west-1',
    endpoint: 'http://s3.test.local',
    forcePathStyle: true,
    accessKeyId: 'AKIDTEST',
    secretAccessKey: 'secret-test',
  };
  return { store: s3BlobStore(s3Client(settings, { requestHandler: handler as never }), settings), seen };
}

const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
};

describe('S3 blob store', () => {
  const content = Buffer.from('OggS-audio-bytes-0123456789');

  it('opens with HEAD and reads a range with a ranged GET only when the stream is read', async () => {
    const { store, seen } = fakeBucket(content);
    const blob = await store.open('audio/a.ogg');
    expect(blob).toMatchObject({ size: content.length, contentType: 'audio/ogg' });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['HEAD /bucket-1/portal/audio/a.ogg']);
    const stream = blob!.stream({ start: 4, end: 9 });
    expect(seen).toHaveLength(1);
    expect((await collect(stream)).toString()).toBe('-audio');
    expect(seen[1]).toMatchObject({ method: 'GET', path: '/bucket-1/portal/audio/a.ogg' });
    expect(seen[1].headers.range).toBe('bytes=4-9');
    expect(seen[1].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/);
  });

  it('answers null for a missing object', async () => {
    const { store } = fakeBucket(content);
    expect(await store.open('audio/missing.ogg')).toBeNull();
  });

  it('streams a new object with its length and type, and skips a key that exists', async () => {
    const { store, seen } = fakeBucket(content);
    const bytes = Buffer.from('new photo bytes');
    await store.put('photos/b.png', Readable.from([bytes]), { size: bytes.length, contentType: 'image/png' });
    const put = seen.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({ path: '/bucket-1/portal/photos/b.png' });
    expect(put?.headers['content-length']).toBe(String(bytes.length));
    expect(put?.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
    expect(put?.headers['content-type']).toBe('image/png');
    expect(put?.body?.equals(bytes)).toBe(true);

    const before = seen.length;
    const source = Readable.from([content]);
    await store.put('audio/a.ogg', source, { size: content.length, contentType: 'audio/ogg' });
    expect(seen.slice(before).map((r) => r.method)).toEqual(['HEAD']);
    expect(source.destroyed).toBe(true);
  });

  it('deletes with DELETE', async () => {
    const { store, seen } = fakeBucket(content);
    await store.remove('audio/a.ogg');
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /bucket-1/portal/audio/a.ogg']);
  });

  it('is chosen by BLOB_STORE=s3, which needs S3_BUCKET and both keys or neither', () => {
    const base = { DATA_DIR: '/tmp/fap-s3-config', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base).blobStore).toEqual({ kind: 'database' });
    expect(loadConfig({ ...base, BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'https://minio.local:9000', S3_FORCE_PATH_STYLE: 'true' }).blobStore).toEqual({
      kind: 's3',
      s3: { bucket: 'b', prefix: '', region: 'us-east-1', endpoint: 'https://minio.local:9000', forcePathStyle: true, accessKeyId: undefined, secretAccessKey: undefined },
    });
    expect(() => loadConfig({ ...base, BLOB_STORE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, BLOB_STORE: 'disk' })).toThrow(/BLOB_STORE: must be database or s3/);
    expect(() => loadConfig({ ...base, BLOB_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/go together/);
  });
});
