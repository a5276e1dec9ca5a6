import { queryOptions } from '@tanstack/react-query';
import { getQuestionnaireStats, getScore, listAnswers, listQuestions } from '@shared/contracts/questionnaire';
import { apiCall } from '../../../lib/api-client';
import { companiesQuery } from '../../../lib/companies-query';
import { questionnaireKeys } from './questionnaire-keys';

/**
 * Every question of the company: the assessment, the management grid and offline use share this one cache entry.
 * A failure is toasted for the platform admin, whose screen lists the questions; an agent's assessment shows
 * its own 'Error Loading Questionnaire' instead.
 */
export const questionsQuery = (companyId: string, isAdmin: boolean) =>
  queryOptions({
    queryKey: questionnaireKeys.questions(companyId),
    queryFn: ({ signal }) => apiCall(listQuestions, { params: { companyId }, signal }).then((r) => r.data),
    meta: { errorToast: isAdmin ? 'Failed to load questions' : false },
  });

/** Spec part 2 §4: failing to load one's answers is silent and counts as not completed. */
export const answersQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.answers(companyId, userId),
    queryFn: ({ signal }) => apiCall(listAnswers, { params: { companyId, userId }, query: { includeCorrectness: 'true' }, signal }).then((r) => r.data),
    meta: { errorToast: false },
  });

export const scoreQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.score(companyId, userId),
    queryFn: ({ signal }) => apiCall(getScore, { params: { companyId, userId }, signal }).then((r) => r.data.score),
    meta: { errorToast: 'Failed to load score data' },
  });

export const statsQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.stats(companyId),
    queryFn: ({ signal }) => apiCall(getQuestionnaireStats, { params: { companyId }, signal }).then((r) => r.data),
    meta: { errorToast: 'Failed to load statistics' },
  });

/** The companies a platform admin can pick (admins belong to none); the picker stays empty on a failure. */
export const questionnaireCompaniesQuery = (enabled: boolean) => queryOptions({ ...companiesQuery(), enabled, meta: { errorToast: false } });
