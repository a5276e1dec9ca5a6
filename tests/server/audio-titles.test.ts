/**
 * Issue 32 item 4: admins title each audio of a module in English and Kiswahili (optional) in the module form;
 * agents read the title in their language. The titles go with the form's audio: the kept ones first (in
 * `keepAudioIds`' order), then the new files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_TITLES_COUNT } from '@shared/contracts/training';
import { multipart, type Part } from '../support/multipart';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const OGG = readFileSync(path.resolve('src/server/seed/audio/farmer-visits-2.ogg'));
/** Each upload its own bytes: the store keeps one copy per content. */
const ogg = (n: number) => Buffer.concat([OGG, Buffer.from(`title-test-${n}`)]);

interface Audio {
  id: string;
  originalName: string;
  description: string | null;
  descriptionSw: string | null;
}

let t: TestApp;
let admin: Record<string, string>;
let recruit: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await tokenFor(t, DEMO.admin));
  recruit = bearer(await tokenFor(t, DEMO.recruit));
}, 180_000);
afterAll(() => t?.close());

async function save(method: 'POST' | 'PUT', parts: Part[], id?: string) {
  const form = await multipart(parts);
  return t.app.inject({ method, url: `/api/training/admin/modules${id ? `/${id}` : ''}`, headers: { ...admin, ...form.headers }, payload: form.payload });
}
const titlesOf = (audios: Audio[]) => audios.map((a) => [a.originalName, a.description, a.descriptionSw]);

describe('audio titles in two languages', () => {
  let moduleId: string;
  let audios: Audio[];

  it('creates a module with a title per audio, the Kiswahili optional, and agents read both', async () => {
    const created = await save('POST', [
      ['title', 'Post-harvest care'],
      ['audioFiles', ogg(1), 'drying.ogg'],
      ['audioFiles', ogg(2), 'storing.ogg'],
      ['audioTitles', 'Drying the grain'],
      ['audioTitlesSw', 'Kukausha nafaka'],
      ['audioTitles', '  Storing it  '],
      ['audioTitlesSw', ''],
    ]);
    expect(created.statusCode, created.body).toBe(201);
    moduleId = created.json().module.id;
    audios = created.json().module.audioFiles;
    expect(titlesOf(audios)).toEqual([
      ['drying.ogg', 'Drying the grain', 'Kukausha nafaka'],
      ['storing.ogg', 'Storing it', null],
    ]);
    const read = await t.app.inject({ method: 'GET', url: `/api/training/${moduleId}`, headers: recruit });
    expect(titlesOf(read.json().module.audioFiles)).toEqual(titlesOf(audios));
  });

  it('changes the kept audio titles by id and titles the new files, in the form order', async () => {
    const [drying, storing] = audios;
    const updated = await save(
      'PUT',
      [
        ['title', 'Post-harvest care'],
        ['keepAudioIds', storing!.id],
        ['keepAudioIds', drying!.id],
        ['audioFiles', ogg(3), 'selling.ogg'],
        ['audioTitles', 'Storing the harvest'],
        ['audioTitles', ''],
        ['audioTitles', 'Selling'],
        ['audioTitlesSw', 'Kuhifadhi mavuno'],
        ['audioTitlesSw', ''],
        ['audioTitlesSw', 'Kuuza'],
      ],
      moduleId,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    // The kept audio stay in their positions; each got the title sent with its id.
    expect(titlesOf(updated.json().module.audioFiles)).toEqual([
      ['drying.ogg', null, null],
      ['storing.ogg', 'Storing the harvest', 'Kuhifadhi mavuno'],
      ['selling.ogg', 'Selling', 'Kuuza'],
    ]);
    audios = updated.json().module.audioFiles;
  });

  it('keeps the titles when the form sends none (an older app)', async () => {
    const updated = await save('PUT', [['title', 'Post-harvest care'], ...audios.map((a): Part => ['keepAudioIds', a.id])], moduleId);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(titlesOf(updated.json().module.audioFiles)).toEqual(titlesOf(audios));
  });

  it('refuses titles that do not match the audio, and a title too long, changing nothing', async () => {
    const tooFew = await save('PUT', [['title', 'Changed'], ...audios.map((a): Part => ['keepAudioIds', a.id]), ['audioTitles', 'Only one']], moduleId);
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json()).toMatchObject({ message: AUDIO_TITLES_COUNT, details: { fields: { audioTitles: AUDIO_TITLES_COUNT } } });
    const swOff = await save(
      'POST',
      [['title', 'Other'], ['audioFiles', ogg(4), 'x.ogg'], ['audioTitles', 'One'], ['audioTitlesSw', 'Moja'], ['audioTitlesSw', 'Mbili']],
    );
    expect(swOff.statusCode).toBe(400);
    const tooLong = await save('POST', [['title', 'Other'], ['audioFiles', ogg(5), 'y.ogg'], ['audioTitles', 'x'.repeat(201)]]);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().details.fields)).toEqual(['audioTitles.0']);
    const read = await t.app.inject({ method: 'GET', url: '/api/training/admin/modules?title=Post-harvest', headers: admin });
    expect(read.json().modules[0].title).toBe('Post-harvest care');
    expect(titlesOf(read.json().modules[0].audioFiles)).toEqual(titlesOf(audios));
    const others = await t.app.inject({ method: 'GET', url: '/api/training/admin/modules?title=Other', headers: admin });
    expect(others.json().modules).toEqual([]);
  });

  it('keeps the form away from everyone but the platform admin', async () => {
    const form = await multipart([['title', 'x'], ['audioFiles', ogg(6), 'z.ogg'], ['audioTitles', 'Mine']]);
    for (const email of [DEMO.lenderAdmin, DEMO.seedAgent]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/training/admin/modules', headers: { ...bearer(await tokenFor(t, email)), ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(403);
    }
  });
});
