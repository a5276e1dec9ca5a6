import { useMutation } from '@tanstack/react-query';
import { type CandidateQuestion, submitAnswers } from '@shared/contracts/questionnaire';
import type { Trait } from '@shared/scoring';
import { i18n } from '@app/i18n/i18n';
import { notifySuccess } from '@app/lib/notify';
import { sharedKeys } from '@app/lib/query-keys';
import { queuedWrite } from '@app/offline/queued-write';
import { questionnaireKeys } from './questionnaire-keys';

/** The outbox collection holding a submission until the server confirms it. */
export const SUBMISSION_COLLECTION = 'questionnaire-answers';

export interface LocalAnswer {
  questionId: string;
  questionText: string;
  /** Absent on a copy kept before content had Kiswahili texts (ADR 0057). */
  questionTextSw?: string | null;
  trait: Trait;
  optionText: string;
  optionTextSw?: string | null;
}

/**
 * What the phone shows until the server confirms: the answers chosen. The score is the server's alone (the
 * phone has no answer key), shown once the submission has reached it.
 */
export interface LocalSubmission {
  companyId: string;
  userId: string;
  answers: LocalAnswer[];
  submittedAt: string;
}

interface Submission {
  companyId: string;
  userId: string;
  questions: CandidateQuestion[];
  /** The chosen option letter per question id. */
  chosen: Record<string, string>;
}

function localSubmission({ companyId, userId, questions, chosen }: Submission, submittedAt: string): LocalSubmission {
  const answers: LocalAnswer[] = questions.map((q) => {
    const option = q.options.find((o) => o.optionValue === chosen[q.id])!;
    return { questionId: q.id, questionText: q.questionText, questionTextSw: q.questionTextSw, trait: q.trait, optionText: option.optionText, optionTextSw: option.optionTextSw };
  });
  return { companyId, userId, answers, submittedAt };
}

/** The answers through the outbox, with a local copy of the choices, so the submission shows at once, offline too. */
const queueSubmission = queuedWrite({
  endpoint: submitAnswers,
  kind: 'questionnaire.answers',
  label: () => ({ key: 'questionnaire:assessment.outbox' }),
  params: ({ companyId, userId }: Submission) => ({ companyId, userId }),
  body: ({ questions, chosen }) => ({ answers: questions.map((q) => ({ questionId: q.id, answerText: chosen[q.id] })) }),
  local: { collection: SUBMISSION_COLLECTION, record: (submission, _id, occurredAt) => ({ ...localSubmission(submission, occurredAt) }) },
  invalidates: ({ companyId }) => [questionnaireKeys.company(companyId), sharedKeys.assessmentReport],
  accepted: { key: 'questionnaire:assessment.accepted' },
});

/**
 * 'Submit Questionnaire': queued, so it works offline; the answers show from the local copy at once, the score
 * after sync, and 'Questionnaire submitted successfully!' when the server has the answers (spec part 2 §4, §8).
 * Both toasts carry the entry's id, so online, where the server accepts at once, the second replaces the first.
 */
export function useSubmitAnswers() {
  return useMutation({
    mutationFn: queueSubmission,
    meta: { errorToast: () => i18n.t('questionnaire:assessment.submitFailed') },
    onSuccess: (entry) => notifySuccess(i18n.t('questionnaire:assessment.completed'), entry.id),
  });
}
