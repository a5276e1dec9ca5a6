import { and, asc, count, eq, ilike, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Question, QuestionBody, QuestionType } from '@shared/contracts/questionnaire';
import { optionLetter, type Trait } from '@shared/scoring';
import type { Db } from '@server/db/client';
import { companies, questionnaireAnswers, questionnaireSubmissions, questionOptions, questions, users } from '@server/db/schema';

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return Boolean(row);
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, companyId: users.companyId, role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export interface QuestionFilter {
  trait?: Trait;
  questionType?: QuestionType;
  search?: string;
  ids?: string[];
}

export async function listQuestions(db: Db, companyId: string, filter: QuestionFilter = {}): Promise<Question[]> {
  const where = and(
    eq(questions.companyId, companyId),
    filter.trait ? eq(questions.trait, filter.trait) : undefined,
    filter.questionType ? eq(questions.questionType, filter.questionType) : undefined,
    filter.search ? ilike(questions.questionText, `%${filter.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    filter.ids ? inArray(questions.id, filter.ids) : undefined,
  );
  const rows = await db.select().from(questions).where(where).orderBy(asc(questions.code), asc(questions.createdAt));
  if (rows.length === 0) return [];
  const options = await db
    .select()
    .from(questionOptions)
    .where(
      inArray(
        questionOptions.questionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(questionOptions.questionId), asc(questionOptions.position));
  return rows.map((q) => ({
    id: q.id,
    companyId: q.companyId,
    questionText: q.questionText,
    questionTextSw: q.questionTextSw,
    questionType: q.questionType,
    trait: q.trait,
    code: q.code,
    options: options
      .filter((o) => o.questionId === q.id)
      .map((o) => ({ id: o.id, optionText: o.optionText, optionTextSw: o.optionTextSw, optionValue: o.optionValue, isCorrect: o.isCorrect, score: o.score })),
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  }));
}

export async function getQuestion(db: Db, companyId: string, questionId: string): Promise<Question | undefined> {
  const [q] = await listQuestions(db, companyId, { ids: [questionId] });
  return q;
}

export async function codeTaken(db: Db, companyId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.companyId, companyId), eq(questions.code, code), exceptId ? ne(questions.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/** Only options with text are kept; letters follow their order from A. */
async function insertOptions(db: Db, questionId: string, body: QuestionBody): Promise<void> {
  const filled = body.options.filter((o) => o.optionText.trim() !== '');
  await db.insert(questionOptions).values(
    filled.map((o, position) => ({
      questionId,
      position,
      optionText: o.optionText.trim(),
      optionTextSw: o.optionTextSw ?? null,
      optionValue: optionLetter(position),
      isCorrect: o.isCorrect,
      score: o.score ?? 0,
    })),
  );
}

export async function insertQuestion(db: Db, companyId: string, body: QuestionBody, at: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(questions)
      .values({ companyId, questionText: body.questionText, questionTextSw: body.questionTextSw, questionType: body.questionType, trait: body.trait, code: body.code, createdAt: at, updatedAt: at })
      .returning({ id: questions.id });
    await insertOptions(tx as unknown as Db, row.id, body);
    return row.id;
  });
}

export async function replaceQuestion(db: Db, questionId: string, body: QuestionBody, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(questions)
      .set({ questionText: body.questionText, questionTextSw: body.questionTextSw, questionType: body.questionType, trait: body.trait, code: body.code, updatedAt: at })
      .where(eq(questions.id, questionId));
    await tx.delete(questionOptions).where(eq(questionOptions.questionId, questionId));
    await insertOptions(tx as unknown as Db, questionId, body);
  });
}

export async function removeQuestion(db: Db, questionId: string): Promise<void> {
  await db.delete(questions).where(eq(questions.id, questionId));
}

export async function findSubmission(db: Db, userId: string) {
  const [row] = await db.select().from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, userId)).limit(1);
  return row;
}

export interface AnswerRow {
  questionId: string;
  questionText: string;
  questionTextSw: string | null;
  trait: Trait;
  code: string;
  answerText: string;
  optionText: string;
  optionTextSw: string | null;
  isCorrect: boolean;
  score: number;
}

/**
 * Stores a submission and its answers in one transaction. Returns false, storing nothing, when the user
 * already has a submission (the primary key decides, so two racing submissions cannot both land).
 */
export async function insertSubmission(
  db: Db,
  submission: { userId: string; companyId: string; idempotencyKey: string | null; overallPercent: number; qualified: boolean; at: Date; recordedAt: Date },
  answers: AnswerRow[],
  afterInsert: (tx: Db) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(questionnaireSubmissions)
      .values({
        userId: submission.userId,
        companyId: submission.companyId,
        idempotencyKey: submission.idempotencyKey,
        overallPercent: submission.overallPercent,
        qualified: submission.qualified,
        submittedAt: submission.at,
        recordedAt: submission.recordedAt,
      })
      .onConflictDoNothing({ target: questionnaireSubmissions.userId })
      .returning({ userId: questionnaireSubmissions.userId });
    if (inserted.length === 0) return false;
    await tx.insert(questionnaireAnswers).values(answers.map((a, position) => ({ ...a, userId: submission.userId, position, createdAt: submission.at })));
    await afterInsert(tx as unknown as Db);
    return true;
  });
}

export async function listAnswerRows(db: Db, userId: string, trait?: Trait) {
  return db
    .select()
    .from(questionnaireAnswers)
    .where(and(eq(questionnaireAnswers.userId, userId), trait ? eq(questionnaireAnswers.trait, trait) : undefined))
    .orderBy(asc(questionnaireAnswers.position));
}

export async function companyStats(db: Db, companyId: string) {
  const byTrait = await db
    .select({ trait: questions.trait, n: count() })
    .from(questions)
    .where(eq(questions.companyId, companyId))
    .groupBy(questions.trait);
  // The questionnaire is taken by the company's agents and company admins; platform admins have no company.
  const [usersRow] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNotNull(users.companyId), ne(users.role, 'admin')));
  const [completedRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questionnaireSubmissions)
    .innerJoin(users, eq(users.id, questionnaireSubmissions.userId))
    .where(and(eq(questionnaireSubmissions.companyId, companyId), eq(users.companyId, companyId)));
  return { byTrait, totalUsers: Number(usersRow.n), usersCompleted: Number(completedRow.n) };
}
