/**
 * Issue 32 item 4 (ADR 0057): modules, module audio, questions with their options and incentive options carry an
 * optional Kiswahili text beside the English one; what a candidate answers and scores does not depend on it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies, users } from '@server/db/schema';
import { multipart } from '../support/multipart';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const OGG = readFileSync(path.resolve('src/server/seed/audio/farmer-visits-2.ogg'));

const question = (code: string, sw: boolean) => ({
  questionText: 'How do you greet a new farmer on a first visit?',
  ...(sw ? { questionTextSw: '  Unamsalimiaje mkulima mpya katika ziara ya kwanza?  ' } : {}),
  questionType: 'scenario',
  trait: 'COMMUNICATION',
  code,
  options: [
    { optionText: 'Introduce yourself and ask about the farm', ...(sw ? { optionTextSw: 'Jitambulishe na uulize kuhusu shamba' } : {}), isCorrect: true, score: 1 },
    { optionText: 'Start with prices', ...(sw ? { optionTextSw: 'Anza na bei' } : {}), isCorrect: false, score: 0.25 },
    { optionText: '', optionTextSw: 'Haihifadhiwi bila Kiingereza', isCorrect: false, score: null },
  ],
});

const option = { type: 'SHORT_TERM', title: 'Airtime top-up', description: 'Airtime for a good week.', pointsNeeded: 200, reward: 'KES 100 airtime' };

describe('content in English and Kiswahili', () => {
  let t: TestApp;
  const tokens: Record<string, Record<string, string>> = {};
  let seedsasa: string;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T09:00:00Z' });
    for (const who of ['admin', 'seedAdmin', 'lenderAdmin', 'seedAgent', 'lenderAgent'] as const) tokens[who] = bearer(await tokenFor(t, DEMO[who]));
    seedsasa = (await t.deps.db.select().from(companies)).find((c) => c.slug === 'seedsasa')!.id;
    // Seeding every area's demo data is slow on a loaded shared machine.
  }, 180_000);
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: tokens[who], ...(payload ? { payload } : {}) });
  const saveModule = async (method: 'POST' | 'PUT', url: string, fields: Array<[string, string]>, who = 'admin') => {
    const body = await multipart([...fields, ['audioFiles', OGG, 'lesson.ogg']]);
    return t.app.inject({ method, url: `/api${url}`, headers: { ...tokens[who], ...body.headers }, payload: body.payload });
  };

  it('seeds the demo content in both languages', async () => {
    const { modules } = (await call('seedAgent', 'GET', '/training')).json();
    expect(modules.every((m: { titleSw: string | null; descriptionSw: string | null }) => m.titleSw && m.descriptionSw)).toBe(true);
    const detail = (await call('seedAgent', 'GET', `/training/${modules[0].id}`)).json().module;
    expect(detail.audioFiles.every((a: { descriptionSw: string | null }) => a.descriptionSw)).toBe(true);
    const questions = (await call('seedAgent', 'GET', `/companies/${seedsasa}/training/pre-training/questions`)).json().data;
    for (const q of questions) {
      expect(q.questionTextSw).toBeTruthy();
      for (const o of q.options) expect(o.optionTextSw).toBeTruthy();
    }
    const options = (await call('seedAgent', 'GET', '/gamification/options')).json().data;
    expect(options.every((o: { titleSw: string | null; descriptionSw: string | null; rewardSw: string | null }) => o.titleSw && o.descriptionSw && o.rewardSw)).toBe(true);
  });

  it('creates and updates a module with and without Kiswahili, refuses a too long one and other roles', async () => {
    const created = await saveModule('POST', '/training/admin/modules', [
      ['title', 'Selling on market days'],
      ['titleSw', ' Kuuza siku za soko '],
      ['description', 'Where to stand and what to say.'],
    ]);
    expect(created.statusCode).toBe(201);
    const module = created.json().module;
    expect(module).toMatchObject({ title: 'Selling on market days', titleSw: 'Kuuza siku za soko', descriptionSw: null });
    const listed = (await call('seedAgent', 'GET', '/training')).json().modules.find((m: { id: string }) => m.id === module.id);
    expect(listed).toMatchObject({ title: 'Selling on market days', titleSw: 'Kuuza siku za soko', descriptionSw: null });

    const cleared = await saveModule('PUT', `/training/admin/modules/${module.id}`, [
      ['title', 'Selling on market days'],
      ['titleSw', '   '],
      ['descriptionSw', 'Mahali pa kusimama na la kusema.'],
    ]);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().module).toMatchObject({ titleSw: null, descriptionSw: 'Mahali pa kusimama na la kusema.' });

    const tooLong = await saveModule('POST', '/training/admin/modules', [
      ['title', 'Another module'],
      ['titleSw', 'k'.repeat(201)],
    ]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields.titleSw).toBeTruthy();
    expect((await saveModule('POST', '/training/admin/modules', [['title', 'Not theirs'], ['titleSw', 'Si yao']], 'seedAdmin')).statusCode).toBe(403);
  });

  it('stores a question’s Kiswahili texts beside its options, only where the option has English text', async () => {
    const created = await call('admin', 'POST', `/companies/${seedsasa}/training/pre-training/questions`, question('S1', true));
    expect(created.statusCode).toBe(201);
    const stored = (await call('admin', 'GET', `/companies/${seedsasa}/training/pre-training/questions/with-key`)).json().data.find((q: { code: string }) => q.code === 'S1');
    expect(stored.questionTextSw).toBe('Unamsalimiaje mkulima mpya katika ziara ya kwanza?');
    expect(stored.options.map((o: { optionTextSw: string | null }) => o.optionTextSw)).toEqual(['Jitambulishe na uulize kuhusu shamba', 'Anza na bei']);

    const plain = await call('admin', 'POST', `/companies/${seedsasa}/training/pre-training/questions`, question('S2', false));
    expect(plain.statusCode).toBe(201);
    const read = (await call('seedAgent', 'GET', `/companies/${seedsasa}/training/pre-training/questions`)).json().data.find((q: { code: string }) => q.code === 'S2');
    expect(read.questionTextSw).toBeNull();
    expect(read.options.every((o: { optionTextSw: string | null }) => o.optionTextSw === null)).toBe(true);

    const tooLong = await call('admin', 'POST', `/companies/${seedsasa}/training/pre-training/questions`, {
      ...question('S3', true),
      options: [{ ...question('S3', true).options[0], optionTextSw: 'k'.repeat(501) }, question('S3', true).options[1]],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields['options.0.optionTextSw']).toBe('Option text must be at most 500 characters');
    // Another company's admin reads neither language of SeedSasa's questions: the company is not theirs to see.
    expect((await call('lenderAdmin', 'GET', `/companies/${seedsasa}/training/pre-training/questions`)).statusCode).toBe(404);
    expect((await call('seedAdmin', 'POST', `/companies/${seedsasa}/training/pre-training/questions`, question('S4', true))).statusCode).toBe(403);
  });

  it('scores an answer given by its Kiswahili text as the same option, and keeps both texts with the answer', async () => {
    const questions = (await call('seedAgent', 'GET', `/companies/${seedsasa}/training/pre-training/questions`)).json().data as Array<{
      id: string;
      code: string;
      options: Array<{ optionValue: string; optionText: string; optionTextSw: string | null }>;
    }>;
    const answers = questions.map((q) => ({ questionId: q.id, answerText: q.code === 'S1' ? 'Anza na bei' : 'A' }));
    const [{ id: agentId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
    const submitted = await call('seedAgent', 'POST', `/companies/${seedsasa}/training/pre-training/users/${agentId}/answers`, { answers });
    expect(submitted.statusCode).toBe(201);
    const stored = (await call('seedAgent', 'GET', `/companies/${seedsasa}/training/pre-training/users/${agentId}/answers`)).json().data;
    const s1 = stored.find((a: { question: { code: string } }) => a.question.code === 'S1');
    expect(s1).toMatchObject({ answerText: 'B', optionText: 'Start with prices', optionTextSw: 'Anza na bei' });
    expect(s1.question.questionTextSw).toBe('Unamsalimiaje mkulima mpya katika ziara ya kwanza?');
  });

  it('creates and updates an incentive option with and without Kiswahili', async () => {
    const created = await call('admin', 'POST', '/admin/gamification/incentive-options', { ...option, titleSw: 'Muda wa maongezi', rewardSw: '' });
    expect(created.statusCode).toBe(201);
    const made = created.json().data;
    expect(made).toMatchObject({ titleSw: 'Muda wa maongezi', descriptionSw: null, rewardSw: null, stages: { reward: 'KES 100 airtime' } });
    const updated = await call('admin', 'PUT', `/admin/gamification/incentive-options/${made.id}`, { ...option, descriptionSw: 'Muda wa maongezi kwa wiki nzuri.' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ titleSw: null, descriptionSw: 'Muda wa maongezi kwa wiki nzuri.' });
    const seen = (await call('lenderAgent', 'GET', '/gamification/options')).json().data.find((o: { id: string }) => o.id === made.id);
    expect(seen).toMatchObject({ title: 'Airtime top-up', titleSw: null, descriptionSw: 'Muda wa maongezi kwa wiki nzuri.' });
    const tooLong = await call('admin', 'POST', '/admin/gamification/incentive-options', { ...option, rewardSw: 'k'.repeat(201) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().details.fields.rewardSw).toBeTruthy();
    expect((await call('seedAdmin', 'POST', '/admin/gamification/incentive-options', { ...option, titleSw: 'Si yao' })).statusCode).toBe(403);
  });
});
