/**
 * Issue 34 item 2: two API processes with their own DATA_DIR (two machines without a shared volume) on one
 * PostgreSQL serve the same files, because the files live in the database's blob store (ADR 0049).
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles } from '@server/db/schema';
import { seedTraining } from '@server/seed/seed-training';
import { startSpawnedServer, stopSpawnedServer, type SpawnedServer } from '../support/spawned-server';
import { bearer, DEMO, type TestApp, tokenFor, usingPostgres } from '../support/test-app';
import { createWriteTestApp, schemaOf } from '../support/two-process-app';

/** A WAV header and random samples: `size` bytes across several 256 KiB chunks of the store. */
function wavOf(size: number): Buffer {
  const head = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]);
  return Buffer.concat([head, randomBytes(size - head.length)]);
}

async function uploadAudio(url: string, headers: Record<string, string>, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/wav' }), name);
  return fetch(`${url}/api/file-upload/upload`, { method: 'POST', headers, body: form });
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe.runIf(usingPostgres())('files shared by two processes with their own DATA_DIR on one PostgreSQL', () => {
  let t: TestApp;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createWriteTestApp();
    await seedTraining(t.deps);
    const schema = await schemaOf(t.deps.db);
    [a, b] = await Promise.all([startSpawnedServer(schema, t.deps.config.jwtSecret), startSpawnedServer(schema, t.deps.config.jwtSecret)]);
    admin = bearer(await tokenFor(t, DEMO.admin));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map(stopSpawnedServer));
    await t?.close();
  });

  it('uploads through one, Range-reads (a suffix and a span across chunks) and downloads through the other', async () => {
    const wav = wavOf(700_000);
    const up = await uploadAudio(a.url, admin, wav, 'Mbegu bora.wav');
    expect(up.status).toBe(201);
    const { file } = (await up.json()) as { file: { id: string; fileName: string } };
    expect(file.fileName).toBe(`${createHash('sha256').update(wav).digest('hex')}.wav`);

    const suffix = await fetch(`${b.url}/audio/${file.fileName}`, { headers: { range: 'bytes=-500' } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get('content-range')).toBe(`bytes ${wav.length - 500}-${wav.length - 1}/${wav.length}`);
    expect((await bytesOf(suffix)).equals(wav.subarray(wav.length - 500))).toBe(true);

    const across = await fetch(`${b.url}/audio/${file.fileName}`, { headers: { range: 'bytes=262000-524500' } });
    expect(across.status).toBe(206);
    expect((await bytesOf(across)).equals(wav.subarray(262000, 524501))).toBe(true);

    const whole = await fetch(`${b.url}/audio/${file.fileName}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(wav.length));
    expect((await bytesOf(whole)).equals(wav)).toBe(true);

    const download = await fetch(`${b.url}/api/file-upload/files/${file.id}/download`, { headers: admin });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('Mbegu%20bora.wav');
    expect((await bytesOf(download)).equals(wav)).toBe(true);

    const removed = await fetch(`${b.url}/api/file-upload/files/${file.id}`, { method: 'DELETE', headers: admin });
    expect(removed.status).toBe(200);
    expect((await fetch(`${a.url}/audio/${file.fileName}`)).status).toBe(404);
  });

  it('serves the demo audio seeded elsewhere from both processes', async () => {
    const [seeded] = await t.deps.db.select({ fileName: audioFiles.fileName, size: audioFiles.fileSize }).from(audioFiles).limit(1);
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/audio/${seeded.fileName}`);
      expect(res.status).toBe(200);
      expect((await bytesOf(res)).length).toBe(seeded.size);
    }
  });

  it('answers 404, not 500, for a file whose bytes are missing from the store', async () => {
    const [row] = await t.deps.db
      .insert(audioFiles)
      .values({ originalName: 'gone.ogg', fileName: `${'0'.repeat(64)}.ogg`, fileSize: 10, mimeType: 'audio/ogg' })
      .returning({ id: audioFiles.id });
    const res = await fetch(`${a.url}/api/file-upload/files/${row.id}/download`, { headers: admin });
    expect(res.status).toBe(404);
    expect((await fetch(`${b.url}/audio/${'0'.repeat(64)}.ogg`, { headers: { range: 'bytes=-500' } })).status).toBe(404);
  });

  it('serves a profile photo stored through one process from the other', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const form = {
      name: 'Amina Otieno',
      email: `amina.${randomBytes(4).toString('hex')}@example.com`,
      phoneNumber: '0722000091',
      password: 'agent-pass',
      gender: 'Female',
      workGeographicLocation: 'Kitale',
      yearsOfSalesFieldExperience: 3,
      educationLevel: 'Diploma',
      maritalStatus: 'Single',
      numberOfChildren: 0,
      dateOfBirth: '1995-04-12',
      photo: `data:image/png;base64,${png.toString('base64')}`,
    };
    const res = await fetch(`${a.url}/api/agents/pre-registration/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(form) });
    expect(res.status, await res.clone().text()).toBe(201);
    const { user } = (await res.json()) as { user: { photoUrl: string } };
    const photo = await fetch(`${b.url}${user.photoUrl}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect((await bytesOf(photo)).equals(png)).toBe(true);
  });
});
