import { queryOptions } from '@tanstack/react-query';
import { getQuestionnaireStats, getScore, listAnswers, listQuestions, listQuestionsWithKey } from '@shared/contracts/questionnaire';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { companiesQuery } from '@app/lib/companies-query';
import { questionnaireKeys } from './questionnaire-keys';

/**
 * The questions of the company as a candidate reads them (no answer key), for the assessment and offline use.
 * A failure shows the assessment's own 'Error Loading Questionnaire'.
 */
export const questionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.questions(companyId),
    queryFn: ({ signal }) => apiCall(listQuestions, { params: { companyId }, signal }).then((r) => r.data),
    meta: { errorToast: false },
  });

/** The questions with their answer key, for the platform admin's question management. */
export const questionsWithKeyQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.questionsWithKey(companyId),
    queryFn: ({ signal }) => apiCall(listQuestionsWithKey, { params: { companyId }, signal }).then((r) => r.data),
    meta: { errorToast: () => i18n.t('questionnaire:manage.failed') },
  });

/** One's own answers (the options chosen; their scores stay on the server). Spec part 2 §4: failing to load them is silent and counts as not completed. */
export const answersQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.answers(companyId, userId),
    queryFn: ({ signal }) => apiCall(listAnswers, { params: { companyId, userId }, signal }).then((r) => r.data),
    meta: { errorToast: false },
  });

export const scoreQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.score(companyId, userId),
    queryFn: ({ signal }) => apiCall(getScore, { params: { companyId, userId }, signal }).then((r) => r.data.score),
    meta: { errorToast: () => i18n.t('questionnaire:results.scoreFailed') },
  });

export const statsQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.stats(companyId),
    queryFn: ({ signal }) => apiCall(getQuestionnaireStats, { params: { companyId }, signal }).then((r) => r.data),
    meta: { errorToast: () => i18n.t('questionnaire:analytics.failed') },
  });

/** The companies a platform admin can pick (admins belong to none); the picker stays empty on a failure. */
export const questionnaireCompaniesQuery = (enabled: boolean) => queryOptions({ ...companiesQuery(), enabled, meta: { errorToast: false } });
