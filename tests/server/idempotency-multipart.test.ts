/**
 * Every idempotent write compares bodies, multipart ones included: the form's fields and the sha256 of each
 * file's bytes are its fingerprint, so a reused Idempotency-Key with another form answers 422 (and writes
 * nothing) instead of replaying the first answer, while a true retry is replayed. Profile update, file upload,
 * module create and module update; on PGlite (answer checked around the upload) and PostgreSQL (one transaction).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioFiles, trainingModules, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const OTHER_PNG = Buffer.concat([PNG, Buffer.from([0])]);
const OGG = readFileSync(path.resolve('src/server/seed/audio/farmer-visits-2.ogg'));
const OTHER_OGG = readFileSync(path.resolve('src/server/seed/audio/seed-selection-2.ogg'));

type Part = [string, string] | [string, Buffer, string, string];

async function form(parts: Part[]) {
  const data = new FormData();
  for (const [name, value, fileName, type] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value)], { type }), fileName);
  }
  const request = new Request('http://local/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

describe('Idempotency-Key on multipart writes compares the form and its files', () => {
  let t: TestApp;
  const auth: Record<string, Record<string, string>> = {};
  let agentId: string;

  beforeAll(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'seedAgent'] as const) auth[who] = bearer(await tokenFor(t, DEMO[who]));
    agentId = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent)))[0].id;
  }, 180_000);
  afterAll(() => t?.close());

  const send = async (method: 'POST' | 'PUT', url: string, who: string, key: string, parts: Part[]) => {
    const body = await form(parts);
    return t.app.inject({ method, url: `/api${url}`, headers: { ...auth[who], 'idempotency-key': key, 'content-type': body.contentType }, payload: body.payload });
  };
  const expectMismatch = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().code).toBe('IDEMPOTENCY_MISMATCH');
  };
  const expectReplay = (res: Awaited<ReturnType<typeof send>>, first: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode).toBe(first.statusCode);
    expect(res.headers['idempotent-replayed']).toBe('true');
    expect(res.json()).toEqual(first.json());
  };

  it('PUT /users/{id}: other fields or other photo bytes under the same key → 422; the same form → replay', async () => {
    const url = `/users/${agentId}`;
    const key = randomUUID();
    const first = await send('PUT', url, 'seedAgent', key, [['name', 'Kiptoo First']]);
    expect(first.statusCode).toBe(200);
    expectMismatch(await send('PUT', url, 'seedAgent', key, [['name', 'Kiptoo Second']]));
    expectMismatch(await send('PUT', url, 'seedAgent', key, [['name', 'Kiptoo First'], ['photoUrl', PNG, 'me.png', 'image/png']]));
    expectReplay(await send('PUT', url, 'seedAgent', key, [['name', 'Kiptoo First']]), first);
    expect((await t.deps.db.select({ name: users.name }).from(users).where(eq(users.id, agentId)))[0].name).toBe('Kiptoo First');

    const photoKey = randomUUID();
    const withPhoto = await send('PUT', url, 'seedAgent', photoKey, [['name', 'Kiptoo First'], ['photoUrl', PNG, 'me.png', 'image/png']]);
    expect(withPhoto.statusCode).toBe(200);
    expectMismatch(await send('PUT', url, 'seedAgent', photoKey, [['name', 'Kiptoo First'], ['photoUrl', OTHER_PNG, 'me.png', 'image/png']]));
    expectReplay(await send('PUT', url, 'seedAgent', photoKey, [['name', 'Kiptoo First'], ['photoUrl', PNG, 'me.png', 'image/png']]), withPhoto);
  });

  it('PUT /users/{id} sent as JSON (a queued offline edit): another body under the same key → 422', async () => {
    const key = randomUUID();
    const put = (name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/${agentId}`, headers: { ...auth.seedAgent, 'idempotency-key': key }, payload: { name } });
    expect((await put('Kiptoo Json')).statusCode).toBe(200);
    const other = await put('Kiptoo Other');
    expect(other.statusCode).toBe(422);
    expect((await put('Kiptoo Json')).headers['idempotent-replayed']).toBe('true');
  });

  it('POST /file-upload/upload: other file bytes under the same key → 422 and nothing stored', async () => {
    const key = randomUUID();
    const first = await send('POST', '/file-upload/upload', 'admin', key, [['file', OGG, 'lesson.ogg', 'audio/ogg']]);
    expect(first.statusCode).toBe(201);
    const files = async () => (await t.deps.db.select({ n: count() }).from(audioFiles))[0].n;
    const before = await files();
    expectMismatch(await send('POST', '/file-upload/upload', 'admin', key, [['file', OTHER_OGG, 'lesson.ogg', 'audio/ogg']]));
    expectMismatch(await send('POST', '/file-upload/upload', 'admin', key, [['file', OGG, 'renamed.ogg', 'audio/ogg']]));
    expectReplay(await send('POST', '/file-upload/upload', 'admin', key, [['file', OGG, 'lesson.ogg', 'audio/ogg']]), first);
    expect(await files()).toBe(before);
  });

  it('module create and update: another title under the same key → 422, the module as first written', async () => {
    const createKey = randomUUID();
    const create = (title: string) =>
      send('POST', '/training/admin/modules', 'admin', createKey, [['title', title], ['isActive', 'true'], ['audioFiles', OGG, 'part-1.ogg', 'audio/ogg']]);
    const created = await create('Idempotent module');
    expect(created.statusCode).toBe(201);
    const modules = async () => (await t.deps.db.select({ n: count() }).from(trainingModules))[0].n;
    const before = await modules();
    expectMismatch(await create('Another module'));
    expectReplay(await create('Idempotent module'), created);
    expect(await modules()).toBe(before);

    const { id, audioFiles: audios } = created.json().module as { id: string; audioFiles: { id: string }[] };
    const updateKey = randomUUID();
    const update = (title: string) =>
      send('PUT', `/training/admin/modules/${id}`, 'admin', updateKey, [['title', title], ['isActive', 'true'], ...audios.map((a): Part => ['keepAudioIds', a.id])]);
    const updated = await update('Renamed once');
    expect(updated.statusCode).toBe(200);
    expectMismatch(await update('Renamed twice'));
    expectReplay(await update('Renamed once'), updated);
    expect((await t.deps.db.select({ title: trainingModules.title }).from(trainingModules).where(eq(trainingModules.id, id)))[0].title).toBe('Renamed once');
  });
});
