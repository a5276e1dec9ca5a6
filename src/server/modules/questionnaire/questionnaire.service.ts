import type { AnswerDto, AnswersBody, Question, QuestionBody, QuestionnaireStats, ReviewedAnswerDto, ScoreDto } from '@shared/contracts/questionnaire';
import { QUIZ_HIGH_SCORE_PERCENT } from '@shared/gamification';
import { percentage } from '@shared/format';
import { scoreAnswers, TRAITS, type Trait } from '@shared/scoring';
import type { Permission } from '@shared/permissions';
import type { AppDeps } from '@server/context';
import type { Db } from '@server/db/client';
import { requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import { awardPoints } from '../points/points.service';
import * as repo from './questionnaire.repo';

const COMPANY_NOT_FOUND = 'Company not found.';
export const ALREADY_COMPLETED = 'You have already completed this questionnaire. It can only be submitted once.';

/**
 * The company named in the path, as the caller may see it: admin any existing company; everybody else
 * only their own (another company does not exist for them: 404).
 */
export async function assertCompany(deps: AppDeps, user: AuthUser, permission: Permission, companyId: string): Promise<void> {
  requireAccess(user, permission, { companyId }, { notFound: COMPANY_NOT_FOUND });
  // Only an admin may name a company that is not theirs: one that does not exist is not found either.
  if (user.role === 'admin' && !(await repo.companyExists(deps.db, companyId))) throw notFound(COMPANY_NOT_FOUND);
}

/**
 * A user of the company in the path. Answers and scores are private: a user reads their own, a company admin
 * those of the agents and recruits of the company, a platform admin anybody's (server/access).
 */
async function assertUserReadable(deps: AppDeps, caller: AuthUser, companyId: string, userId: string): Promise<void> {
  await assertCompany(deps, caller, 'answers.read', companyId);
  const target = await repo.findUser(deps.db, userId);
  if (!target || (caller.id !== userId && target.companyId !== companyId)) throw notFound('User not found.');
  requireAccess(caller, 'answers.read', { user: target }, { notFound: 'User not found.' });
}

/**
 * Who sees what an answer was worth: the platform admin (it holds the key), and a company admin reviewing
 * someone else of the company. A candidate reading back their own answers, a company admin included (they
 * take the questionnaire too), sees the options chosen only.
 */
const isReviewer = (caller: AuthUser, userId: string) => caller.role === 'admin' || (caller.role === 'company_admin' && caller.id !== userId);

export function listQuestions(deps: AppDeps, user: AuthUser, companyId: string, filter: repo.QuestionFilter): Promise<Question[]> {
  return assertCompany(deps, user, 'questions.read', companyId).then(() => repo.listQuestions(deps.db, companyId, filter));
}

async function assertCodeFree(deps: AppDeps, companyId: string, code: string, exceptId?: string): Promise<void> {
  if (await repo.codeTaken(deps.db, companyId, code, exceptId)) {
    throw conflict(`A question with code ${code} already exists`, 'CODE_TAKEN', { fields: { code: `A question with code ${code} already exists` } });
  }
}

export async function createQuestion(deps: AppDeps, user: AuthUser, companyId: string, body: QuestionBody): Promise<Question> {
  await assertCompany(deps, user, 'questions.manage', companyId);
  await assertCodeFree(deps, companyId, body.code);
  const id = await repo.insertQuestion(deps.db, companyId, body, deps.clock.now());
  return (await repo.getQuestion(deps.db, companyId, id))!;
}

export async function updateQuestion(deps: AppDeps, user: AuthUser, companyId: string, questionId: string, body: QuestionBody): Promise<Question> {
  await assertCompany(deps, user, 'questions.manage', companyId);
  if (!(await repo.getQuestion(deps.db, companyId, questionId))) throw notFound('Question not found.');
  await assertCodeFree(deps, companyId, body.code, questionId);
  await repo.replaceQuestion(deps.db, questionId, body, deps.clock.now());
  return (await repo.getQuestion(deps.db, companyId, questionId))!;
}

export async function deleteQuestion(deps: AppDeps, user: AuthUser, companyId: string, questionId: string): Promise<void> {
  await assertCompany(deps, user, 'questions.manage', companyId);
  if (!(await repo.getQuestion(deps.db, companyId, questionId))) throw notFound('Question not found.');
  await repo.removeQuestion(deps.db, questionId);
}

function toScoreDto(rows: { trait: Trait; score: number }[], submission: { submittedAt: Date; recordedAt: Date }): ScoreDto {
  const score = scoreAnswers(rows);
  return { ...score, submittedAt: submission.submittedAt.toISOString(), recordedAt: submission.recordedAt.toISOString() };
}

async function storedScore(deps: AppDeps, userId: string): Promise<ScoreDto | null> {
  const submission = await repo.findSubmission(deps.db, userId);
  if (!submission) return null;
  return toScoreDto(await repo.listAnswerRows(deps.db, userId), submission);
}

/** An answer names its option by letter (A, B…) or by its exact text in either language: the option is the same (ADR 0057). */
function chosenOption(question: Question, answerText: string) {
  const wanted = answerText.trim();
  return question.options.find((o) => o.optionValue === wanted.toUpperCase()) ?? question.options.find((o) => o.optionText === wanted || o.optionTextSw === wanted);
}

/**
 * A submission answers every question of the company: a score over some of them would let a few lucky
 * answers (one per trait) qualify. The missing ones are named by code, in `details.missing` too.
 */
function assertAllAnswered(questions: Question[], answeredIds: string[]): void {
  const answered = new Set(answeredIds);
  const missing = questions.filter((q) => !answered.has(q.id)).map((q) => q.code);
  if (missing.length === 0) return;
  const message = `Answer every question: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not answered.`;
  throw new AppError(400, 'ANSWERS_MISSING', message, { fields: { answers: message }, missing });
}

/**
 * Stores a user's answers once, recorded at `occurredAt` (when the user submitted, offline too). A second
 * submission is refused (409), unless it is the replay of the stored one (same Idempotency-Key): then it
 * answers the stored score, as the first call did.
 */
export async function submitAnswers(
  deps: AppDeps,
  caller: AuthUser,
  companyId: string,
  userId: string,
  body: AnswersBody,
  idempotencyKey: string | null,
  occurredAt: Date,
): Promise<ScoreDto> {
  await assertCompany(deps, caller, 'answers.submit', companyId);
  requireAccess(caller, 'answers.submit', { userId }, { selfRefused: 'You can only submit your own answers.' });
  const existing = await repo.findSubmission(deps.db, userId);
  if (existing) return replayOrRefuse(deps, existing, idempotencyKey);

  const ids = [...new Set(body.answers.map((a) => a.questionId))];
  if (ids.length !== body.answers.length) throw badRequest('Each question can be answered only once.', { answers: 'Each question can be answered only once.' });
  const questions = await repo.listQuestions(deps.db, companyId);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const rows: repo.AnswerRow[] = body.answers.map((a, index) => {
    const question = byId.get(a.questionId);
    if (!question) throw badRequest('This question is no longer part of the questionnaire. Please reload and try again.', { [`answers.${index}.questionId`]: 'Unknown question' });
    const option = chosenOption(question, a.answerText);
    if (!option) throw badRequest(`"${a.answerText}" is not an option of question ${question.code}.`, { [`answers.${index}.answerText`]: 'Not an option of this question' });
    return {
      questionId: question.id,
      questionText: question.questionText,
      questionTextSw: question.questionTextSw,
      trait: question.trait,
      code: question.code,
      answerText: option.optionValue,
      optionText: option.optionText,
      optionTextSw: option.optionTextSw,
      isCorrect: option.isCorrect,
      score: option.score,
    };
  });
  assertAllAnswered(questions, ids);

  const { stored, score } = await storeSubmission(deps.db, { userId, companyId, idempotencyKey, rows, at: deps.clock.now(), recordedAt: occurredAt });
  if (!stored) {
    // Another request of the same user landed first.
    const winner = await repo.findSubmission(deps.db, userId);
    return replayOrRefuse(deps, winner!, idempotencyKey);
  }
  return score;
}

/**
 * Stores a scored submission (received `at`, made at `recordedAt`); 90% or more earns QUIZ_HIGH_SCORE in the same
 * transaction (once per user), dated by the submission's act.
 */
export async function storeSubmission(
  db: Db,
  input: { userId: string; companyId: string; idempotencyKey: string | null; rows: repo.AnswerRow[]; at: Date; recordedAt: Date },
): Promise<{ stored: boolean; score: ScoreDto }> {
  const { userId, companyId, at, recordedAt } = input;
  const score = toScoreDto(input.rows, { submittedAt: at, recordedAt });
  const stored = await repo.insertSubmission(
    db,
    { userId, companyId, idempotencyKey: input.idempotencyKey, overallPercent: score.overallPercent, qualified: score.qualified, at, recordedAt },
    input.rows,
    async (tx) => {
      if (score.overallPercent < QUIZ_HIGH_SCORE_PERCENT) return;
      await awardPoints(tx, {
        userId,
        companyId,
        activityType: 'QUIZ_HIGH_SCORE',
        description: `Scored ${score.overallPercent}% on the pre-training questionnaire`,
        params: { percent: score.overallPercent },
        sourceKey: `quiz:${userId}`,
        recordedAt,
        receivedAt: at,
      });
    },
  );
  return { stored, score };
}

async function replayOrRefuse(deps: AppDeps, existing: { userId: string; idempotencyKey: string | null }, idempotencyKey: string | null): Promise<ScoreDto> {
  if (idempotencyKey && existing.idempotencyKey === idempotencyKey) return (await storedScore(deps, existing.userId))!;
  throw conflict(ALREADY_COMPLETED, 'ALREADY_COMPLETED');
}

export async function listAnswers(
  deps: AppDeps,
  caller: AuthUser,
  companyId: string,
  userId: string,
  query: { trait?: Trait; includeCorrectness?: boolean },
): Promise<AnswerDto[] | ReviewedAnswerDto[]> {
  await assertUserReadable(deps, caller, companyId, userId);
  const submission = await repo.findSubmission(deps.db, userId);
  if (!submission) return [];
  const rows = await repo.listAnswerRows(deps.db, userId, query.trait);
  const answers = rows.map((r) => ({
    id: r.id,
    questionId: r.questionId,
    answerText: r.answerText,
    optionText: r.optionText,
    optionTextSw: r.optionTextSw,
    question: { questionText: r.questionText, questionTextSw: r.questionTextSw, trait: r.trait, code: r.code },
    createdAt: r.createdAt.toISOString(),
    recordedAt: submission.recordedAt.toISOString(),
  }));
  if (!isReviewer(caller, userId)) return answers;
  return answers.map((a, i) => ({ ...a, score: rows[i].score, ...(query.includeCorrectness ? { isCorrect: rows[i].isCorrect } : {}) }));
}

export async function getScore(deps: AppDeps, caller: AuthUser, companyId: string, userId: string): Promise<ScoreDto | null> {
  await assertUserReadable(deps, caller, companyId, userId);
  return storedScore(deps, userId);
}

export async function getStats(deps: AppDeps, caller: AuthUser, companyId: string): Promise<QuestionnaireStats> {
  await assertCompany(deps, caller, 'questions.stats', companyId);
  const { byTrait, totalUsers, usersCompleted } = await repo.companyStats(deps.db, companyId);
  const questionsByTrait = Object.fromEntries(TRAITS.map((t) => [t, Number(byTrait.find((r) => r.trait === t)?.n ?? 0)])) as Record<Trait, number>;
  return {
    totalQuestions: Object.values(questionsByTrait).reduce((a, b) => a + b, 0),
    totalUsers,
    usersCompleted,
    completionRate: percentage(usersCompleted, totalUsers),
    questionsByTrait,
  };
}

/** A user's stored submission with its answers in order, or null before the user submitted (reports). */
export async function submissionOf(deps: AppDeps, userId: string) {
  const submission = await repo.findSubmission(deps.db, userId);
  return submission ? { submission, answers: await repo.listAnswerRows(deps.db, userId) } : null;
}

/** Every question of a company with its options, unchecked (the demo seed answers them). */
export const companyQuestions = (deps: AppDeps, companyId: string): Promise<Question[]> => repo.listQuestions(deps.db, companyId);
