import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_AUDIO_BYTES } from '@shared/contracts/files';
import { storedKeys } from '../support/blobs';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const SEED_AUDIO = path.resolve('src/server/seed/audio/seed-selection-1.ogg');

/** A multipart body built by the platform's own FormData encoder, ready for app.inject. */
async function multipart(parts: Array<[string, string] | [string, Buffer, string, string?]>) {
  const form = new FormData();
  for (const [name, value, fileName, type] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: type ?? 'application/octet-stream' }), fileName);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** FormData cleans names up; a raw body sends a hostile name exactly as an attacker would. */
function rawMultipart(fileName: string, content: Buffer) {
  const boundary = '----fap-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: audio/mpeg\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('files API and /audio', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  const tmpDir = () => path.join(t.deps.config.dataDir, 'uploads', 'tmp');
  const stored = async () => (await storedKeys(t.deps.db, 'audio/')).map((key) => key.slice('audio/'.length));
  const leftovers = () => (existsSync(tmpDir()) ? readdirSync(tmpDir()) : []);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await tokenFor(t, DEMO.admin));
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
    // Seeding every area's demo data is slow on a loaded shared machine.
  }, 180_000);
  afterAll(() => t.close());

  const upload = async (body: { payload: Buffer; headers: Record<string, string> }, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/file-upload/upload', payload: body.payload, headers: { ...headers, ...body.headers } });

  it('stores an upload content-addressed, lists it and downloads it under its original name', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), Buffer.alloc(64, 1)]);
    const res = await upload(await multipart([['file', wav, 'Kilimo bora.wav', 'audio/wav']]));
    expect(res.statusCode).toBe(201);
    const { file, message } = res.json();
    expect(message).toBe('File uploaded successfully!');
    const sha = createHash('sha256').update(wav).digest('hex');
    expect(file).toMatchObject({ originalName: 'Kilimo bora.wav', fileName: `${sha}.wav`, fileSize: wav.length, mimeType: 'audio/wav' });
    expect(await stored()).toContain(`${sha}.wav`);

    const list = await t.app.inject({ method: 'GET', url: '/api/file-upload/files?page=1&limit=10', headers: admin });
    expect(list.statusCode).toBe(200);
    expect(list.json().files[0].id).toBe(file.id);
    expect(list.json().pagination).toMatchObject({ currentPage: 1, limit: 10, totalItems: 6 });

    const download = await t.app.inject({ method: 'GET', url: `/api/file-upload/files/${file.id}/download`, headers: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('filename="Kilimo bora.wav"');
    expect(download.rawPayload.equals(wav)).toBe(true);
  });

  it('recognises MP3 (ID3 and bare frames), AAC (ADTS) and OGG by their bytes', async () => {
    const samples: Array<[string, Buffer, string]> = [
      ['a.mp3', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(40, 2)]), 'audio/mpeg'],
      ['b.mp3', Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(40, 3)]), 'audio/mpeg'],
      ['c.aac', Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.alloc(40, 4)]), 'audio/aac'],
      ['d.ogg', Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40, 5)]), 'audio/ogg'],
    ];
    for (const [name, bytes, mime] of samples) {
      const res = await upload(await multipart([['file', bytes, name, 'application/octet-stream']]));
      expect(res.statusCode, name).toBe(201);
      expect(res.json().file.mimeType).toBe(mime);
    }
  });

  it('refuses a false type whatever its name and MIME type say, and writes nothing', async () => {
    const before = await stored();
    const res = await upload(await multipart([['file', Buffer.from('<html>not audio</html>'), 'song.mp3', 'audio/mpeg']]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.invalidType);
    expect(await stored()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses an upload over 50 MB with 413 and leaves no temp file behind', async () => {
    const before = await stored();
    const big = Buffer.alloc(MAX_AUDIO_BYTES + 1, 7);
    big.write('ID3', 0, 'latin1');
    const res = await upload(await multipart([['file', big, 'long.mp3', 'audio/mpeg']]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File too large. Maximum size is 50MB.');
    expect(await stored()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses path-traversal names and writes nothing', async () => {
    const before = await stored();
    const mp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(32, 9)]);
    for (const name of ['../../evil.mp3', '..\\..\\evil.mp3', '/etc/cron.d/evil.mp3', 'a/b.mp3']) {
      const res = await upload(rawMultipart(name, mp3));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(FILE_MESSAGES.invalidName);
    }
    expect(await stored()).toEqual(before);
    expect(leftovers()).toEqual([]);
    expect(existsSync(path.join(t.deps.config.dataDir, 'evil.mp3'))).toBe(false);
  });

  it('keeps agents and company admins out of file management', async () => {
    const seedAdmin = bearer(await tokenFor(t, DEMO.seedAdmin));
    for (const headers of [agent, seedAdmin]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/file-upload/files', headers })).statusCode).toBe(403);
      expect((await upload(await multipart([['file', Buffer.from('OggS....'), 'x.ogg']]), headers)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/file-upload/files' })).statusCode).toBe(401);
  });

  it('deletes an unused file with its bytes, and refuses to delete one a module uses', async () => {
    const bytes = Buffer.concat([Buffer.from('OggS'), Buffer.from('delete-me')]);
    const res = await upload(await multipart([['file', bytes, 'gone.ogg']]));
    const { file } = res.json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/file-upload/files/${file.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('File deleted successfully!');
    expect(await stored()).not.toContain(file.fileName);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/file-upload/files/${file.id}`, headers: admin })).statusCode).toBe(404);

    const modules = await t.app.inject({ method: 'GET', url: '/api/training/admin/audio-files', headers: admin });
    const seeded = modules.json().audioFiles.find((f: { name: string }) => f.name === 'seed-selection-1.ogg');
    const used = await t.app.inject({ method: 'DELETE', url: `/api/file-upload/files/${seeded.id}`, headers: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(FILE_MESSAGES.inUse);
  });

  describe('/audio/{name}', () => {
    let url: string;
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = readFileSync(SEED_AUDIO);
      url = `/audio/${createHash('sha256').update(bytes).digest('hex')}.ogg`;
    });

    it('answers the whole file with Accept-Ranges, a strong ETag and year-long caching', async () => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-type']).toBe('audio/ogg');
      expect(res.headers['cache-control']).toContain('max-age=31536000');
      expect(res.headers.etag).toMatch(/^"[a-f0-9]{64}"$/);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    });

    it('answers ranges with 206 and Content-Range, and 416 beyond the end', async () => {
      const first = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-99/${bytes.length}`);
      expect(first.rawPayload.equals(bytes.subarray(0, 100))).toBe(true);

      const open = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length - 10}-` } });
      expect(open.statusCode).toBe(206);
      expect(open.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);

      const suffix = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
      expect(suffix.statusCode).toBe(206);
      expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 5}-${bytes.length - 1}/${bytes.length}`);

      const beyond = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const res = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': headers.etag as string } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
    });

    it('answers 404 to any name that is not a stored hash, traversal attempts included', async () => {
      for (const name of ['..%2F..%2Fetc%2Fpasswd', '..%2Fjwt-secret', 'nothing.ogg', `${'a'.repeat(64)}.ogg`, `${'A'.repeat(64)}.mp3`, `${'a'.repeat(64)}.exe`]) {
        const res = await t.app.inject({ method: 'GET', url: `/audio/${name}` });
        expect(res.statusCode, name).toBe(404);
      }
    });
  });
});
