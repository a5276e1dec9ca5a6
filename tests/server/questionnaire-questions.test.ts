import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { companies } from '@server/db/schema';

const base = (companyId: string) => `/api/companies/${companyId}/training/pre-training/questions`;

const validQuestion = (code: string) => ({
  questionText: 'How do you greet a new farmer on a first visit?',
  questionType: 'scenario',
  trait: 'COMMUNICATION',
  code,
  options: [
    { optionText: 'Introduce yourself and ask about the farm', optionValue: 'A', isCorrect: true, score: 1 },
    { optionText: 'Start with prices', optionValue: 'B', isCorrect: false, score: 0.25 },
    { optionText: '', optionValue: 'C', isCorrect: false, score: null },
    { optionText: 'Ask for an ID', optionValue: 'D', isCorrect: false, score: 0 },
  ],
});

describe('questionnaire questions', () => {
  let t: TestApp;
  let admin: string;
  let seedAdmin: string;
  let seedAgent: string;
  let seedsasa: string;
  let everlend: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await tokenFor(t, DEMO.admin);
    seedAdmin = await tokenFor(t, DEMO.seedAdmin);
    seedAgent = await tokenFor(t, DEMO.seedAgent);
    const all = await t.deps.db.select().from(companies);
    seedsasa = all.find((c) => c.slug === 'seedsasa')!.id;
    everlend = all.find((c) => c.slug === 'everlend')!.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as object }) });

  it('seeds at least five questions per trait for every company', async () => {
    for (const id of [seedsasa, everlend]) {
      const res = await call('GET', `/api/companies/${id}/training/pre-training/stats`, admin);
      expect(res.statusCode).toBe(200);
      for (const n of Object.values(res.json().data.questionsByTrait as Record<string, number>)) expect(n).toBeGreaterThanOrEqual(5);
    }
  });

  it('lets an admin create a question: empty options dropped, letters from A', async () => {
    const res = await call('POST', base(seedsasa), admin, validQuestion('C9'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Question created successfully!');
    expect(body.data).toMatchObject({ code: 'C9', trait: 'COMMUNICATION', questionType: 'scenario', companyId: seedsasa });
    expect(body.data.options.map((o: { optionValue: string; optionText: string; score: number }) => [o.optionValue, o.optionText, o.score])).toEqual([
      ['A', 'Introduce yourself and ask about the farm', 1],
      ['B', 'Start with prices', 0.25],
      ['C', 'Ask for an ID', 0],
    ]);
  });

  it('lists with trait and questionType filters', async () => {
    const byTrait = await call('GET', `${base(seedsasa)}?trait=GRIT`, admin);
    expect(byTrait.statusCode).toBe(200);
    expect(byTrait.json().data.length).toBeGreaterThanOrEqual(5);
    expect(byTrait.json().data.every((q: { trait: string }) => q.trait === 'GRIT')).toBe(true);
    const byType = await call('GET', `${base(seedsasa)}?trait=COMMUNICATION&questionType=scenario`, admin);
    expect(byType.json().data.every((q: { trait: string; questionType: string }) => q.trait === 'COMMUNICATION' && q.questionType === 'scenario')).toBe(true);
    expect(byType.json().data.some((q: { code: string }) => q.code === 'C9')).toBe(true);
    expect((await call('GET', `${base(seedsasa)}?trait=NOPE`, admin)).statusCode).toBe(400);
  });

  it('refuses invalid questions with the exact messages of section 5', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...validQuestion('C10'), questionText: '' }, 'questionText', 'Question text is required'],
      [{ ...validQuestion('C10'), questionText: 'Too short' }, 'questionText', 'Question must be at least 10 characters'],
      [{ ...validQuestion('C10'), code: '' }, 'code', 'Question code is required'],
      [{ ...validQuestion('C10'), code: 'GG1' }, 'code', 'Code must be in format like G1, E2 (Letter + Number)'],
      [{ ...validQuestion('C10'), code: 'g1' }, 'code', 'Code must be in format like G1, E2 (Letter + Number)'],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'Only one', isCorrect: true, score: 1 }, { optionText: '', isCorrect: false, score: null }] },
        'options',
        'At least 2 options are required',
      ],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'One', isCorrect: true, score: 1 }, { optionText: 'Two', isCorrect: true, score: 1 }] },
        'options',
        'Exactly one correct answer is required',
      ],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'One', isCorrect: false, score: 1 }, { optionText: 'Two', isCorrect: false, score: 1 }] },
        'options',
        'Exactly one correct answer is required',
      ],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'One', isCorrect: true, score: 1 }, { optionText: 'Two', isCorrect: false, score: null }] },
        'options.1.score',
        'Score is required for all options',
      ],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'One', isCorrect: true, score: 1.5 }, { optionText: 'Two', isCorrect: false, score: 0 }] },
        'options.0.score',
        'Score must be between 0 and 1',
      ],
      [
        { ...validQuestion('C10'), options: [{ optionText: 'One', isCorrect: true, score: 0.255 }, { optionText: 'Two', isCorrect: false, score: 0 }] },
        'options.0.score',
        'Score must be in steps of 0.01',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await call('POST', base(seedsasa), admin, payload);
      expect(res.statusCode, `${field}: ${message}`).toBe(400);
      expect(res.json().details.fields[field]).toBe(message);
    }
    const seven = { ...validQuestion('C10'), options: Array.from({ length: 7 }, (_, i) => ({ optionText: `Option ${i}`, isCorrect: i === 0, score: 0 })) };
    expect((await call('POST', base(seedsasa), admin, seven)).statusCode).toBe(400);
  });

  it('refuses a code already used in the company, but allows it in another company', async () => {
    const again = await call('POST', base(seedsasa), admin, validQuestion('C9'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A question with code C9 already exists');
    expect((await call('POST', base(everlend), admin, validQuestion('C9'))).statusCode).toBe(201);
  });

  it('updates a question and replaces its options', async () => {
    const created = (await call('POST', base(seedsasa), admin, validQuestion('C11'))).json().data;
    const res = await call('PUT', `${base(seedsasa)}/${created.id}`, admin, {
      ...validQuestion('C12'),
      trait: 'GRIT',
      options: [{ optionText: 'Keep going', isCorrect: false, score: 0.5 }, { optionText: 'Plan and keep going', isCorrect: true, score: 1 }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Question updated successfully!');
    expect(res.json().data).toMatchObject({ id: created.id, code: 'C12', trait: 'GRIT' });
    expect(res.json().data.options.map((o: { optionValue: string; isCorrect: boolean }) => [o.optionValue, o.isCorrect])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    // The question belongs to SeedSasa: under another company's path it does not exist.
    expect((await call('PUT', `${base(everlend)}/${created.id}`, admin, validQuestion('C13'))).statusCode).toBe(404);
    expect((await call('DELETE', `${base(everlend)}/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('deletes a question', async () => {
    const created = (await call('POST', base(seedsasa), admin, validQuestion('C14'))).json().data;
    const res = await call('DELETE', `${base(seedsasa)}/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Question deleted successfully');
    expect((await call('DELETE', `${base(seedsasa)}/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('keeps question management to the platform admin', async () => {
    const [existing] = (await call('GET', base(seedsasa), seedAdmin)).json().data;
    for (const token of [seedAdmin, seedAgent]) {
      expect((await call('POST', base(seedsasa), token, validQuestion('C20'))).statusCode).toBe(403);
      expect((await call('PUT', `${base(seedsasa)}/${existing.id}`, token, validQuestion('C20'))).statusCode).toBe(403);
      expect((await call('DELETE', `${base(seedsasa)}/${existing.id}`, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: base(seedsasa) })).statusCode).toBe(401);
  });

  it("shows users their own company's questions only", async () => {
    const own = await call('GET', base(seedsasa), seedAgent);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.every((q: { companyId: string }) => q.companyId === seedsasa)).toBe(true);
    expect((await call('GET', base(everlend), seedAgent)).statusCode).toBe(404);
    expect((await call('GET', `/api/companies/${everlend}/training/pre-training/stats`, seedAdmin)).statusCode).toBe(404);
    expect((await call('GET', base('9b2f0c1e-4a7d-4c2b-9e51-3f1d2a6b7c80'), admin)).statusCode).toBe(404);
  });
});
