import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, pointEvents, users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

interface Q {
  id: string;
  trait: string;
  options: { optionValue: string; optionText: string; score: number; isCorrect: boolean }[];
}

describe('questionnaire answers, score, statistics and the assessments report', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let seedsasa: string;
  let everlend: string;
  let seedQuestions: Q[];

  beforeAll(async () => {
    t = await createTestApp();
    for (const [key, email] of Object.entries(DEMO)) {
      token[key] = await tokenFor(t, email);
      id[key] = (await t.deps.db.select().from(users).where(eq(users.email, email)))[0].id;
    }
    const all = await t.deps.db.select().from(companies);
    seedsasa = all.find((c) => c.slug === 'seedsasa')!.id;
    everlend = all.find((c) => c.slug === 'everlend')!.id;
    seedQuestions = (await get(`/api/companies/${seedsasa}/training/pre-training/questions/with-key`, token.admin)).json().data;
  });
  afterAll(() => t.close());

  function get(url: string, tok: string) {
    return t.app.inject({ method: 'GET', url, headers: bearer(tok) });
  }
  const answersUrl = (company: string, user: string) => `/api/companies/${company}/training/pre-training/users/${user}/answers`;
  const submit = (company: string, user: string, tok: string, payload: unknown, key?: string) =>
    t.app.inject({ method: 'POST', url: answersUrl(company, user), headers: { ...bearer(tok), ...(key ? { 'idempotency-key': key } : {}) }, payload: payload as object });
  /** The letter of the correct option of each question, except a lower-scoring pick for the GRIT ones. */
  const pick = (q: Q, gritScore?: number) =>
    (gritScore !== undefined && q.trait === 'GRIT' ? q.options.find((o) => o.score === gritScore)! : q.options.find((o) => o.isCorrect)!).optionValue;

  it('refuses answers to questions of another company and unknown options', async () => {
    const lenderQ: Q[] = (await get(`/api/companies/${everlend}/training/pre-training/questions`, token.admin)).json().data;
    const foreign = await submit(seedsasa, id.seedAgent, token.seedAgent, { answers: [{ questionId: lenderQ[0].id, answerText: 'A' }] });
    expect(foreign.statusCode).toBe(400);
    const badOption = await submit(seedsasa, id.seedAgent, token.seedAgent, { answers: [{ questionId: seedQuestions[0].id, answerText: 'Z' }] });
    expect(badOption.statusCode).toBe(400);
    expect((await submit(seedsasa, id.seedAgent, token.seedAgent, { answers: [] })).json().details.fields.answers).toBe('At least one answer is required');
    // Somebody else's questionnaire, or another company's path.
    expect((await submit(seedsasa, id.recruit, token.seedAgent, { answers: [{ questionId: seedQuestions[0].id, answerText: 'A' }] })).statusCode).toBe(403);
    expect((await submit(everlend, id.seedAgent, token.seedAgent, { answers: [{ questionId: lenderQ[0].id, answerText: 'A' }] })).statusCode).toBe(404);
  });

  it('submits once, scores with the trait weights, and answers a replay with the stored result', async () => {
    expect((await get(`/api/companies/${seedsasa}/training/pre-training/users/${id.seedAgent}/score`, token.seedAgent)).json().data.score).toBeNull();
    expect((await get(answersUrl(seedsasa, id.seedAgent), token.seedAgent)).json().data).toEqual([]);
    // Every answer correct except the first GRIT question, answered with its lowest option (score 0):
    // GRIT average (0 + 1 + 1 + 1 + 1) / 5 = 0.8 → 35 + 30 + 20 + 0.8 × 15 = 97.0.
    const firstGrit = seedQuestions.find((q) => q.trait === 'GRIT')!;
    const lowest = firstGrit.options.find((o) => o.score === 0)!;
    const body = {
      answers: seedQuestions.map((q) => ({ questionId: q.id, answerText: q === firstGrit ? lowest.optionText : pick(q) })),
    };
    const expected = 97;
    const key = randomUUID();
    const first = await submit(seedsasa, id.seedAgent, token.seedAgent, body, key);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Questionnaire submitted successfully!');
    const score = first.json().data.score;
    expect(score.overallPercent).toBe(expected);
    expect(score.qualified).toBe(true);
    expect(score.traits.find((x: { trait: string }) => x.trait === 'KNOWLEDGE')).toMatchObject({ average: 1, weight: 0.35 });

    const replay = await submit(seedsasa, id.seedAgent, token.seedAgent, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().data.score).toEqual(score);

    const second = await submit(seedsasa, id.seedAgent, token.seedAgent, body, randomUUID());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already completed this questionnaire. It can only be submitted once.');
    expect((await submit(seedsasa, id.seedAgent, token.seedAgent, body)).statusCode).toBe(409);

    const stored = await get(`/api/companies/${seedsasa}/training/pre-training/users/${id.seedAgent}/score`, token.seedAgent);
    expect(stored.json().data.score).toEqual(score);
  });

  it('reads the answers back with trait, and for a reviewer score and, when asked, correctness', async () => {
    const plain = (await get(answersUrl(seedsasa, id.seedAgent), token.seedAdmin)).json().data;
    expect(plain).toHaveLength(seedQuestions.length);
    expect(plain[0].isCorrect).toBeUndefined();
    expect(plain[0].score).toEqual(expect.any(Number));
    expect(plain[0].question.trait).toBeDefined();
    const grit = (await get(`${answersUrl(seedsasa, id.seedAgent)}?trait=GRIT&includeCorrectness=true`, token.seedAdmin)).json().data;
    expect(grit.length).toBe(seedQuestions.filter((q) => q.trait === 'GRIT').length);
    expect(grit.every((a: { question: { trait: string }; isCorrect: boolean }) => a.question.trait === 'GRIT')).toBe(true);
    expect(grit.map((a: { isCorrect: boolean }) => a.isCorrect)).toEqual([false, true, true, true, true]);
  });

  it('keeps answers private to the user and the admins of their company', async () => {
    const path = `/api/companies/${seedsasa}/training/pre-training/users/${id.seedAgent}/score`;
    expect((await get(path, token.seedAdmin)).statusCode).toBe(200);
    expect((await get(path, token.admin)).statusCode).toBe(200);
    // Another agent's answers do not exist for an agent (as GET /users/{id}: 404).
    expect((await get(path, token.recruit)).statusCode).toBe(404);
    expect((await get(path, token.lenderAdmin)).statusCode).toBe(404);
    expect((await get(`/api/companies/${everlend}/training/pre-training/users/${id.seedAgent}/score`, token.lenderAdmin)).statusCode).toBe(404);
    expect((await get(`/api/companies/${everlend}/training/pre-training/users/${id.seedAgent}/answers`, token.admin)).statusCode).toBe(404);
  });

  it('records QUIZ_HIGH_SCORE once for a score of 90% or more, never below', async () => {
    const quiz = (userId: string) =>
      t.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, userId), eq(pointEvents.activityType, 'QUIZ_HIGH_SCORE')));
    // The seeded Everlend agent scored 97%; the seeded recruit 61.5%.
    expect(await quiz(id.lenderAgent)).toHaveLength(1);
    expect(await quiz(id.recruit)).toHaveLength(0);
    const mine = await quiz(id.seedAgent);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ points: 15, sourceKey: `quiz:${id.seedAgent}` });

    // The SeedSasa admin scores below 90: qualified or not, no points.
    const body = { answers: seedQuestions.map((q) => ({ questionId: q.id, answerText: pick(q, 0) })) };
    const res = await submit(seedsasa, id.seedAdmin, token.seedAdmin, body, randomUUID());
    expect(res.statusCode).toBe(201);
    expect(res.json().data.score.overallPercent).toBe(85);
    expect(await quiz(id.seedAdmin)).toHaveLength(0);
  });

  it('counts statistics per company', async () => {
    const res = await get(`/api/companies/${seedsasa}/training/pre-training/stats`, token.seedAdmin);
    expect(res.statusCode).toBe(200);
    // SeedSasa: company admin, agent, recruit; all three have submitted by now.
    expect(res.json().data).toMatchObject({ totalQuestions: 20, totalUsers: 3, usersCompleted: 3, completionRate: 100 });
    const lender = (await get(`/api/companies/${everlend}/training/pre-training/stats`, token.admin)).json().data;
    expect(lender).toMatchObject({ totalUsers: 2, usersCompleted: 1, completionRate: 50 });
    expect((await get(`/api/companies/${seedsasa}/training/pre-training/stats`, token.seedAgent)).statusCode).toBe(403);
  });

  it('lists report users per company and reports a user', async () => {
    const mine = await get('/api/trainingreport/users?limit=100', token.seedAdmin);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.every((u: { company: { name: string } }) => u.company.name === 'SeedSasa')).toBe(true);
    const recruit = mine.json().data.find((u: { email: string }) => u.email === DEMO.recruit);
    expect(recruit).toMatchObject({ agentProfile: { workGeographicLocation: expect.any(String) }, assessment: { percentage: 61.5, qualified: false } });
    const all = (await get('/api/trainingreport/users?limit=100', token.admin)).json();
    expect(all.pagination.totalItems).toBe(5);
    expect(all.data.some((u: { email: string }) => u.email === DEMO.admin)).toBe(false);

    const report = await get(`/api/trainingreport/users/${id.lenderAgent}/report`, token.lenderAdmin);
    expect(report.statusCode).toBe(200);
    expect(report.json().data).toMatchObject({ userId: id.lenderAgent, totalQuestions: 20, totalScore: 19.5, percentage: 97, qualified: true });
    expect(report.json().data.answers[0]).toEqual({ questionText: expect.any(String), optionText: expect.any(String), score: expect.any(Number) });
    expect((await get(`/api/trainingreport/users/${id.lenderAgent}/report`, token.seedAdmin)).statusCode).toBe(404);
    expect((await get('/api/trainingreport/users', token.seedAgent)).statusCode).toBe(403);

    const empty = (await get(`/api/trainingreport/users/${id.lenderAdmin}/report`, token.admin)).json().data;
    expect(empty).toMatchObject({ totalQuestions: 0, totalScore: 0, percentage: 0, answers: [] });
  });
});
