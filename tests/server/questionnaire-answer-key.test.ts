/**
 * Issue 13 item 2: the questionnaire's answer key stays with the platform admin. Candidates (every other role,
 * company admins take the questionnaire too) read questions and option texts only, and read back their own
 * answers without what they were worth; a submission must answer every question of the company.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, questionnaireSubmissions, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

interface KeyedQuestion {
  id: string;
  code: string;
  trait: string;
  options: { optionValue: string; isCorrect: boolean; score: number }[];
}

describe('the questionnaire answer key', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let seedsasa: string;
  let keyed: KeyedQuestion[];

  const base = (company: string) => `/api/companies/${company}/training/pre-training`;
  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(token[who]) });
  const submit = (who: string, answers: { questionId: string; answerText: string }[]) =>
    t.app.inject({
      method: 'POST',
      url: `${base(seedsasa)}/users/${id[who]}/answers`,
      headers: { ...bearer(token[who]), 'idempotency-key': randomUUID() },
      payload: { answers },
    });
  const correct = (q: KeyedQuestion) => q.options.find((o) => o.isCorrect)!.optionValue;

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries(DEMO)) {
      token[key] = await tokenFor(t, email);
      id[key] = (await t.deps.db.select().from(users).where(eq(users.email, email)))[0].id;
    }
    seedsasa = (await t.deps.db.select().from(companies).where(eq(companies.slug, 'seedsasa')))[0].id;
    keyed = (await get(`${base(seedsasa)}/questions/with-key`, 'admin')).json().data;
  }, 180_000);
  afterAll(() => t?.close());

  it('lists questions and option texts only, to every role, the platform admin included', async () => {
    for (const who of ['seedAgent', 'recruit', 'seedAdmin', 'admin']) {
      const res = await get(`${base(seedsasa)}/questions`, who);
      expect(res.statusCode, who).toBe(200);
      const questions: { options: Record<string, unknown>[] }[] = res.json().data;
      expect(questions.length).toBeGreaterThan(0);
      for (const option of questions.flatMap((q) => q.options)) expect(Object.keys(option).sort()).toEqual(['id', 'optionText', 'optionTextSw', 'optionValue']);
      expect(res.body).not.toMatch(/isCorrect|"score"/);
    }
  });

  it('gives the key to the platform admin only, on the question-management list', async () => {
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.every((q) => q.options.filter((o) => o.isCorrect).length === 1)).toBe(true);
    expect(keyed[0].options[0]).toMatchObject({ score: expect.any(Number) });
    for (const who of ['seedAgent', 'recruit', 'seedAdmin']) expect((await get(`${base(seedsasa)}/questions/with-key`, who)).statusCode, who).toBe(403);
  });

  it('refuses a submission that leaves questions unanswered, naming them, and stores nothing', async () => {
    // One correct answer per trait used to score 100% and qualify.
    const onePerTrait = [...new Map(keyed.map((q) => [q.trait, q])).values()];
    const res = await submit('seedAdmin', onePerTrait.map((q) => ({ questionId: q.id, answerText: correct(q) })));
    expect(res.statusCode, res.body).toBe(400);
    const missing = keyed.filter((q) => !onePerTrait.includes(q)).map((q) => q.code);
    expect(res.json()).toMatchObject({ code: 'ANSWERS_MISSING', details: { missing } });
    expect(res.json().message).toContain(missing[0]);
    expect(res.json().details.fields.answers).toBeDefined();
    expect(await t.deps.db.select().from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, id.seedAdmin))).toHaveLength(0);
  });

  it("reads one's own answers back without scores or correctness; a reviewer of the company sees both", async () => {
    const all = keyed.map((q) => ({ questionId: q.id, answerText: correct(q) }));
    expect((await submit('seedAgent', all)).statusCode).toBe(201);
    const url = `${base(seedsasa)}/users/${id.seedAgent}/answers?includeCorrectness=true`;

    const own = await get(url, 'seedAgent');
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toHaveLength(keyed.length);
    expect(own.body).not.toMatch(/isCorrect|"score"/);

    for (const reviewer of ['seedAdmin', 'admin']) {
      const reviewed = await get(url, reviewer);
      expect(reviewed.statusCode, reviewer).toBe(200);
      expect(reviewed.json().data.every((a: { score: number; isCorrect: boolean }) => a.score === 1 && a.isCorrect)).toBe(true);
    }
    // The score view is the server's: overall and per trait, never per option.
    const score = (await get(`${base(seedsasa)}/users/${id.seedAgent}/score`, 'seedAgent')).json().data.score;
    expect(score).toMatchObject({ overallPercent: 100, qualified: true });
    expect(score.traits).toHaveLength(4);
  });
});
