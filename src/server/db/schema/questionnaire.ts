import { boolean, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { QuestionType } from '@shared/contracts/questionnaire';
import type { Trait } from '@shared/scoring';
import { companies, users } from './accounts';

/** Questionnaire questions belong to a company; `code` (G1, E2…) is unique within it. */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    questionTextSw: text('question_text_sw'),
    questionType: text('question_type').$type<QuestionType>().notNull(),
    trait: text('trait').$type<Trait>().notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('questions_company_code_key').on(t.companyId, t.code), index('questions_company_trait_idx').on(t.companyId, t.trait)],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    optionText: text('option_text').notNull(),
    optionTextSw: text('option_text_sw'),
    optionValue: text('option_value').notNull(),
    isCorrect: boolean('is_correct').notNull(),
    score: doublePrecision('score').notNull(),
  },
  (t) => [uniqueIndex('question_options_question_position_key').on(t.questionId, t.position)],
);

/**
 * One row per user who completed the questionnaire: the primary key makes the submission single, and the
 * stored Idempotency-Key lets a replay of that same submission answer the stored result instead of 409.
 */
export const questionnaireSubmissions = pgTable(
  'questionnaire_submissions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    overallPercent: doublePrecision('overall_percent').notNull(),
    qualified: boolean('qualified').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user submitted (the write's occurredAt): submittedAt is when the server received it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('questionnaire_submissions_company_idx').on(t.companyId)],
);

/**
 * Answers keep a copy of the question and the chosen option, so editing or deleting a question later does
 * not rewrite a score an agent already has.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => questionnaireSubmissions.userId, { onDelete: 'cascade' }),
    questionId: uuid('question_id').references(() => questions.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    questionText: text('question_text').notNull(),
    questionTextSw: text('question_text_sw'),
    trait: text('trait').$type<Trait>().notNull(),
    code: text('code').notNull(),
    answerText: text('answer_text').notNull(),
    optionText: text('option_text').notNull(),
    optionTextSw: text('option_text_sw'),
    isCorrect: boolean('is_correct').notNull(),
    score: doublePrecision('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('questionnaire_answers_user_question_key').on(t.userId, t.questionId),
    index('questionnaire_answers_user_position_idx').on(t.userId, t.position),
  ],
);
