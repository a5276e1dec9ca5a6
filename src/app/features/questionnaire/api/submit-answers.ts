import { type Question, submitAnswers } from '@shared/contracts/questionnaire';
import { type QuestionnaireScore, scoreAnswers, type Trait } from '@shared/scoring';
import { enqueue } from '../../../offline/outbox';
import { questionnaireKeys } from './questionnaire-keys';

/** The outbox collection holding a submission until the server confirms it. */
export const SUBMISSION_COLLECTION = 'questionnaire-answers';

export interface LocalAnswer {
  questionId: string;
  questionText: string;
  trait: Trait;
  optionText: string;
  score: number;
}

/** What the phone shows until the server confirms: the answers and the score computed here (provisional). */
export interface LocalSubmission {
  companyId: string;
  userId: string;
  answers: LocalAnswer[];
  score: QuestionnaireScore;
  submittedAt: string;
}

/**
 * Queues the answers (chosen option letter per question) through the outbox, with a local copy scored by
 * the same rules as the server, so the result shows at once, offline too.
 */
export async function queueSubmission(companyId: string, userId: string, questions: Question[], chosen: Record<string, string>): Promise<LocalSubmission> {
  const answers: LocalAnswer[] = questions.map((q) => {
    const option = q.options.find((o) => o.optionValue === chosen[q.id])!;
    return { questionId: q.id, questionText: q.questionText, trait: q.trait, optionText: option.optionText, score: option.score };
  });
  const record: LocalSubmission = { companyId, userId, answers, score: scoreAnswers(answers), submittedAt: new Date().toISOString() };
  await enqueue(submitAnswers, {
    params: { companyId, userId },
    body: { answers: questions.map((q) => ({ questionId: q.id, answerText: chosen[q.id] })) },
    kind: 'questionnaire.answers',
    label: 'Submit pre-training questionnaire',
    invalidates: [[...questionnaireKeys.company(companyId)], ['trainingreport']],
    local: { collection: SUBMISSION_COLLECTION, record: { ...record } },
  });
  return record;
}
