import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, PHONE_VERSION_FIELD } from '@shared/contracts/files';
import { blobs } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const seedFile = (name: string) => readFileSync(path.resolve('src/server/seed/audio', name));
const LESSON = seedFile('storing-the-harvest.mp3');
const LESSON_PHONE = seedFile('storing-the-harvest.phone.ogg');
const SHORT_OGG = seedFile('farmer-visits-2.ogg');
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function multipart(parts: Array<[string, string] | [string, Buffer, string]>) {
  const form = new FormData();
  for (const [name, value, fileName] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value)], { type: 'application/octet-stream' }), fileName);
  }
  const request = new Request('http://local/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

interface ListedAudio {
  id: string;
  originalName: string;
  audioFileUrl: string;
  fileSize: number;
  mimeType: string;
  duration: number | null;
}

describe('phone versions of training audio (ADR 0052)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let agent: Record<string, string>;
  const tmpDir = () => path.join(t.deps.config.dataDir, 'uploads', 'tmp');
  /** The stored audio's names, as the blob store (ADR 0049) keys them: `audio/<name>`. */
  const stored = async () => (await t.deps.db.select({ key: blobs.key }).from(blobs).where(like(blobs.key, 'audio/%'))).map((b) => b.key.slice('audio/'.length));
  const leftovers = () => (existsSync(tmpDir()) ? readdirSync(tmpDir()) : []);

  beforeAll(async () => {
    t = await createTestApp();
    admin = bearer(await tokenFor(t, DEMO.admin));
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
    // Seeding every area's demo data is slow on a loaded shared machine.
  }, 180_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const audiosOf = async (moduleId: string, headers: Record<string, string>) => (await get(`/api/training/${moduleId}`, headers)).json().module.audioFiles as ListedAudio[];
  const moduleTitled = async (title: string) => {
    const modules = (await get('/api/training/admin/modules?limit=50', admin)).json().modules as Array<{ id: string; title: string }>;
    return modules.find((m) => m.title === title)!.id;
  };
  const createModule = async (title: string, files: Array<[string, Buffer, string]>) => {
    const body = await multipart([['title', title], ['isActive', 'true'], ...files]);
    return t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...admin, ...body.headers }, payload: body.payload });
  };

  it('seeds a spoken lesson of a few minutes: agents get its phone version, the admin the original', async () => {
    const id = await moduleTitled('Keeping the harvest safe');
    const [forAgent] = await audiosOf(id, agent);
    const [forAdmin] = await audiosOf(id, admin);
    expect(forAdmin).toMatchObject({ audioFileUrl: `/audio/${sha(LESSON)}.mp3`, fileSize: LESSON.length, mimeType: 'audio/mpeg' });
    expect(forAgent).toMatchObject({ audioFileUrl: `/audio/${sha(LESSON_PHONE)}.ogg`, fileSize: LESSON_PHONE.length, mimeType: 'audio/ogg' });
    expect(forAgent.duration).toBeGreaterThan(150);
    expect((LESSON_PHONE.length * 8) / forAgent.duration!).toBeLessThanOrEqual(32_000);
    expect(LESSON_PHONE.length / LESSON.length).toBeLessThan(0.3);

    const half = Math.floor(LESSON_PHONE.length / 2);
    const rest = await t.app.inject({ method: 'GET', url: forAgent.audioFileUrl, headers: { range: `bytes=${half}-` } });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(LESSON_PHONE.subarray(half))).toBe(true);
  });

  it('keeps a phone version sent after its file; agents stream it; the original is downloaded by the admin', async () => {
    const res = await createModule('Harvest again', [
      ['audioFiles', LESSON, 'harvest.mp3'],
      [PHONE_VERSION_FIELD, LESSON_PHONE, 'harvest.phone.ogg'],
      ['audioFiles', SHORT_OGG, 'short.ogg'],
    ]);
    expect(res.statusCode).toBe(201);
    const [lesson, short] = await audiosOf(res.json().module.id, agent);
    expect(lesson).toMatchObject({ audioFileUrl: `/audio/${sha(LESSON_PHONE)}.ogg`, fileSize: LESSON_PHONE.length });
    expect(lesson.duration).toBeGreaterThan(150);
    expect(short).toMatchObject({ audioFileUrl: `/audio/${sha(SHORT_OGG)}.ogg`, fileSize: SHORT_OGG.length });
    expect(leftovers()).toEqual([]);
  });

  it('drops a phone version no smaller than its original: the original is already phone-sized', async () => {
    const res = await createModule('Short one', [
      ['audioFiles', SHORT_OGG, 'short.ogg'],
      [PHONE_VERSION_FIELD, LESSON_PHONE, 'short.phone.ogg'],
    ]);
    expect(res.statusCode).toBe(201);
    const [short] = await audiosOf(res.json().module.id, agent);
    expect(short).toMatchObject({ audioFileUrl: `/audio/${sha(SHORT_OGG)}.ogg`, fileSize: SHORT_OGG.length });
    expect(leftovers()).toEqual([]);
  });

  it.each([
    ['a phone version with no file before it', [[PHONE_VERSION_FIELD, LESSON_PHONE, 'p.ogg'] as [string, Buffer, string]]],
    ['an MP3 as phone version', [['audioFiles', LESSON, 'a.mp3'] as [string, Buffer, string], [PHONE_VERSION_FIELD, LESSON, 'p.mp3'] as [string, Buffer, string]]],
    ['Vorbis, not Opus, as phone version', [['audioFiles', LESSON, 'a.mp3'] as [string, Buffer, string], [PHONE_VERSION_FIELD, SHORT_OGG, 'p.ogg'] as [string, Buffer, string]]],
    [
      'two phone versions for one file',
      [
        ['audioFiles', LESSON, 'a.mp3'] as [string, Buffer, string],
        [PHONE_VERSION_FIELD, LESSON_PHONE, 'p.ogg'] as [string, Buffer, string],
        [PHONE_VERSION_FIELD, LESSON_PHONE, 'q.ogg'] as [string, Buffer, string],
      ],
    ],
  ])('refuses %s with 400 and keeps nothing', async (_case, files) => {
    const before = (await stored()).length;
    const res = await createModule(`Refused ${_case}`, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.invalidPhoneVersion);
    expect(await stored()).toHaveLength(before);
    expect(leftovers()).toEqual([]);
  });

  it('refuses a phone version above 32 kbps (a truncated Opus file claims a long length at a high rate)', async () => {
    // The lesson's phone version with its last page's granule set to one second: 527 KB in 1 s.
    const fast = Buffer.from(LESSON_PHONE);
    const last = fast.lastIndexOf('OggS');
    fast.writeBigUInt64LE(48_000n, last + 6);
    const res = await createModule('Too fast', [
      ['audioFiles', LESSON, 'a.mp3'],
      [PHONE_VERSION_FIELD, fast, 'fast.ogg'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(FILE_MESSAGES.invalidPhoneVersion);
  });

  it('a single upload takes a phone version too; deleting the file removes both stored files unless still used', async () => {
    // Other bytes than the seeded lesson's (one byte of audio data changed), so they are stored apart.
    const original = Buffer.from(LESSON);
    original[original.length - 100] ^= 1;
    const phone = Buffer.from(LESSON_PHONE);
    phone[phone.length - 100] ^= 1;
    const body = await multipart([
      ['file', original, 'other.mp3'],
      [PHONE_VERSION_FIELD, phone, 'other.phone.ogg'],
    ]);
    const up = await t.app.inject({ method: 'POST', url: '/api/file-upload/upload', headers: { ...admin, ...body.headers }, payload: body.payload });
    expect(up.statusCode).toBe(201);
    expect(up.json().file.duration).toBeGreaterThan(150);
    const phoneName = `${sha(phone)}.ogg`;
    expect(await stored()).toContain(phoneName);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/file-upload/files/${up.json().file.id}`, headers: admin });
    expect(del.statusCode).toBe(200);
    expect(await stored()).not.toContain(phoneName);
    expect(await stored()).not.toContain(up.json().file.fileName);
    // The seeded lesson's phone version is shared with the module created above: it stays.
    expect(await stored()).toContain(`${sha(LESSON_PHONE)}.ogg`);
  });
});
