import { z } from 'zod/mini';
import { message, messageText } from './messages';
import { TRAITS } from '../scoring';
import { booleanQuery, optionalFilter } from './common';
import { defineEndpoint } from './endpoint';
import { kiswahiliInput, kiswahiliText } from './kiswahili-text';

export const QUESTION_TYPES = ['multiple_choice', 'scenario'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = { multiple_choice: 'Multiple choice', scenario: 'Scenario' };

export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 6;
export const DEFAULT_OPTIONS = 4;
export const QUESTION_CODE_PATTERN = /^[A-Z]\d+$/;

export const traitSchema = z.enum(TRAITS);
export const questionTypeSchema = z.enum(QUESTION_TYPES);

export const questionOptionInput = z.object({
  optionText: z.string().check(z.trim(), z.maxLength(500, message('Option text must be at most 500 characters'))),
  /** Kept only beside English text: an option is its English text (ADR 0057). */
  optionTextSw: kiswahiliInput(500, message('Option text must be at most 500 characters')),
  /** Letters are assigned from A by position; the value sent is informative only. */
  optionValue: z.optional(z.string().check(z.maxLength(2))),
  isCorrect: z.boolean(),
  /** Empty options (no text) may leave the score empty; they are not stored. */
  score: z.optional(z.nullable(z.number().check(z.gte(0, message('Score must be between 0 and 1')), z.lte(1, message('Score must be between 0 and 1')), z.multipleOf(0.01, message('Score must be in steps of 0.01'))))),
});
export type QuestionOptionInput = z.infer<typeof questionOptionInput>;

/** An option with text: the rules below count these only. */
const FILLED_OPTION = { properties: { optionText: { pattern: '\\S' } } };

/** The rules of the refinement below, as JSON Schema for the OpenAPI document. */
const OPTION_RULES_JSON_SCHEMA = {
  allOf: [
    { contains: FILLED_OPTION, minContains: MIN_OPTIONS },
    { contains: { allOf: [FILLED_OPTION, { properties: { isCorrect: { const: true } } }] }, minContains: 1, maxContains: 1 },
    { items: { if: FILLED_OPTION, then: { required: ['score'], properties: { score: { type: 'number' } } } } },
  ],
};

/** The question form and the create/update body: every rule and message of spec part 2 §5. */
export const questionBody = z
  .object({
    questionText: z.string().check(z.trim(), z.minLength(1, message('Question text is required')), z.minLength(10, message('Question must be at least 10 characters')), z.maxLength(1000)),
    questionTextSw: kiswahiliInput(1000),
    questionType: questionTypeSchema,
    trait: traitSchema,
    code: z
      .string().check(z.trim(), z.minLength(1, message('Question code is required')), z.maxLength(12, message('Code must be in format like G1, E2 (Letter + Number)')), z.regex(QUESTION_CODE_PATTERN, message('Code must be in format like G1, E2 (Letter + Number)'))),
    options: z.array(questionOptionInput).check(z.maxLength(MAX_OPTIONS, message(`At most ${MAX_OPTIONS} options are allowed`))),
  }).check(z.superRefine((q, ctx) => {
    const filled = q.options.map((o, index) => ({ o, index })).filter(({ o }) => o.optionText.trim() !== '');
    if (filled.length < MIN_OPTIONS) ctx.addIssue({ code: 'custom', path: ['options'], message: messageText('At least 2 options are required') });
    else if (filled.filter(({ o }) => o.isCorrect).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: messageText('Exactly one correct answer is required') });
    }
    for (const { o, index } of filled) {
      if (o.score === null || o.score === undefined) {
        ctx.addIssue({ code: 'custom', path: ['options', index, 'score'], message: messageText('Score is required for all options') });
      }
    }
  }), z.meta({ allOf: [{ properties: { options: OPTION_RULES_JSON_SCHEMA } }] }));
export type QuestionBody = z.infer<typeof questionBody>;
export type QuestionBodyInput = z.input<typeof questionBody>;

/**
 * The answer key (which option is correct, and each option's score) is seen by the platform admin only, who
 * manages the questions. Everybody else, candidates first, reads the questionnaire through these schemas,
 * which cannot carry the key: an encoded answer strips it.
 */
export const candidateOptionSchema = z.object({
  id: z.string(),
  optionText: z.string(),
  optionTextSw: kiswahiliText,
  optionValue: z.string(),
});

export const candidateQuestionSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  questionText: z.string(),
  questionTextSw: kiswahiliText,
  questionType: questionTypeSchema,
  trait: traitSchema,
  code: z.string(),
  options: z.array(candidateOptionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CandidateQuestion = z.infer<typeof candidateQuestionSchema>;

/** A question with its answer key, for question management (admin). */
export const questionOptionSchema = z.extend(candidateOptionSchema, {
  isCorrect: z.boolean(),
  score: z.number(),
});

export const questionSchema = z.extend(candidateQuestionSchema, {
  options: z.array(questionOptionSchema),
});
export type Question = z.infer<typeof questionSchema>;

const companyParams = z.object({ companyId: z.uuid() });
const questionParams = z.extend(companyParams, { questionId: z.uuid() });
const userParams = z.extend(companyParams, { userId: z.uuid() });
const QUESTIONS = '/companies/{companyId}/training/pre-training/questions';
const USER = '/companies/{companyId}/training/pre-training/users/{userId}';

const questionFilter = z.object({ trait: z.optional(traitSchema), questionType: z.optional(questionTypeSchema), search: optionalFilter });

export const listQuestions = defineEndpoint({
  method: 'GET',
  path: QUESTIONS,
  permission: 'questions.read',
  summary: "The company's questionnaire questions, without the answer key (its own company only, except for admin)",
  tag: 'questionnaire',
  params: companyParams,
  query: questionFilter,
  response: z.object({ data: z.array(candidateQuestionSchema) }),
});

export const listQuestionsWithKey = defineEndpoint({
  method: 'GET',
  path: `${QUESTIONS}/with-key`,
  permission: 'questions.read-key',
  summary: "The company's questions with the answer key, isCorrect and score of each option (question management, admin)",
  tag: 'questionnaire',
  params: companyParams,
  query: questionFilter,
  response: z.object({ data: z.array(questionSchema) }),
});

export const createQuestion = defineEndpoint({
  method: 'POST',
  path: QUESTIONS,
  permission: 'questions.manage',
  summary: 'Create a question (admin); option letters are assigned from A',
  tag: 'questionnaire',
  params: companyParams,
  body: questionBody,
  successStatus: 201,
  response: z.object({ message: z.string(), data: questionSchema }),
});

export const updateQuestion = defineEndpoint({
  method: 'PUT',
  path: `${QUESTIONS}/{questionId}`,
  permission: 'questions.manage',
  summary: 'Replace a question and its options (admin)',
  tag: 'questionnaire',
  params: questionParams,
  body: questionBody,
  response: z.object({ message: z.string(), data: questionSchema }),
});

export const deleteQuestion = defineEndpoint({
  method: 'DELETE',
  path: `${QUESTIONS}/{questionId}`,
  permission: 'questions.manage',
  summary: 'Delete a question (admin); submitted answers keep their copy of it',
  tag: 'questionnaire',
  params: questionParams,
  response: z.object({ message: z.string() }),
});

export const answersBody = z.object({
  answers: z
    .array(z.object({ questionId: z.uuid(), answerText: z.string().check(z.trim(), z.minLength(1, message('Answer is required')), z.maxLength(500)) })).check(z.minLength(1, message('At least one answer is required')), z.maxLength(500)),
});
export type AnswersBody = z.infer<typeof answersBody>;

export const traitScoreSchema = z.object({
  trait: traitSchema,
  answered: z.number().check(z.int()),
  average: z.number(),
  weight: z.number(),
  percent: z.number(),
});

export const scoreSchema = z.object({
  overallPercent: z.number(),
  qualified: z.boolean(),
  answered: z.number().check(z.int()),
  traits: z.array(traitScoreSchema),
  /** When the server received the submission. */
  submittedAt: z.string(),
  /** When the user submitted (offline too). */
  recordedAt: z.string(),
});
export type ScoreDto = z.infer<typeof scoreSchema>;

export const submitAnswers = defineEndpoint({
  offline: true,
  method: 'POST',
  path: `${USER}/answers`,
  permission: 'answers.submit',
  errors: [403],
  summary:
    "Submit one's questionnaire answers, once, one for every question of the company (400 naming the missing codes); a replay with the same Idempotency-Key answers the stored result",
  tag: 'questionnaire',
  params: userParams,
  body: answersBody,
  successStatus: 201,
  response: z.object({ message: z.string(), data: z.object({ score: scoreSchema }) }),
});

/** A submitted answer as its author reads it back: the chosen option, not what it was worth. */
export const answerSchema = z.object({
  id: z.string(),
  questionId: z.nullable(z.string()),
  answerText: z.string(),
  optionText: z.string(),
  optionTextSw: kiswahiliText,
  question: z.object({ questionText: z.string(), questionTextSw: kiswahiliText, trait: traitSchema, code: z.string() }),
  createdAt: z.string(),
  /** When the user submitted these answers (offline too). */
  recordedAt: z.string(),
});
export type AnswerDto = z.infer<typeof answerSchema>;

/** A submitted answer as a reviewer reads it (admin, or a company admin reading another user's): with its score. */
export const reviewedAnswerSchema = z.extend(answerSchema, {
  score: z.number(),
  /** Present when asked for with includeCorrectness=true. */
  isCorrect: z.optional(z.boolean()),
});
export type ReviewedAnswerDto = z.infer<typeof reviewedAnswerSchema>;

export const listAnswers = defineEndpoint({
  method: 'GET',
  path: `${USER}/answers`,
  permission: 'answers.read',
  errors: [403],
  summary:
    "A user's submitted answers with their trait: one's own without scores; any of the company's, with each answer's score (and isCorrect on request), for its admins",
  tag: 'questionnaire',
  params: userParams,
  query: z.object({ trait: z.optional(traitSchema), includeCorrectness: z.optional(booleanQuery) }),
  // Reviewed first: a union answers its first match, and the author's view would strip a reviewer's scores.
  response: z.object({ data: z.union([z.array(reviewedAnswerSchema), z.array(answerSchema)]) }),
});

export const getScore = defineEndpoint({
  method: 'GET',
  path: `${USER}/score`,
  permission: 'answers.read',
  errors: [403],
  summary: "A user's weighted questionnaire score; score is null until the user has submitted",
  tag: 'questionnaire',
  params: userParams,
  response: z.object({ data: z.object({ score: z.nullable(scoreSchema) }) }),
});

export const statsSchema = z.object({
  totalQuestions: z.number().check(z.int()),
  totalUsers: z.number().check(z.int()),
  usersCompleted: z.number().check(z.int()),
  completionRate: z.number().check(z.int()),
  questionsByTrait: z.record(traitSchema, z.number().check(z.int())),
});
export type QuestionnaireStats = z.infer<typeof statsSchema>;

export const getQuestionnaireStats = defineEndpoint({
  method: 'GET',
  path: '/companies/{companyId}/training/pre-training/stats',
  permission: 'questions.stats',
  summary: 'Questionnaire statistics of a company: questions by trait, users and completion rate',
  tag: 'questionnaire',
  params: companyParams,
  response: z.object({ data: statsSchema }),
});
