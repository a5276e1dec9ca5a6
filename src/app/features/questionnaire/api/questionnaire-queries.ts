import { queryOptions } from '@tanstack/react-query';
import { listCompanies } from '@shared/contracts/auth';
import { getQuestionnaireStats, getScore, listAnswers, listQuestions } from '@shared/contracts/questionnaire';
import { apiCall } from '../../../lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** The screens show the spec's own messages (part 2 §8), so these stay silent in the global handler. */
const silent = { silent: true } as const;

/** Every question of the company: the assessment, the management grid and offline use share this one cache entry. */
export const questionsQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.questions(companyId),
    queryFn: ({ signal }) => apiCall(listQuestions, { params: { companyId }, signal }).then((r) => r.data),
    meta: silent,
  });

export const answersQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.answers(companyId, userId),
    queryFn: ({ signal }) => apiCall(listAnswers, { params: { companyId, userId }, query: { includeCorrectness: 'true' }, signal }).then((r) => r.data),
    meta: silent,
  });

export const scoreQuery = (companyId: string, userId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.score(companyId, userId),
    queryFn: ({ signal }) => apiCall(getScore, { params: { companyId, userId }, signal }).then((r) => r.data.score),
    meta: silent,
  });

export const statsQuery = (companyId: string) =>
  queryOptions({
    queryKey: questionnaireKeys.stats(companyId),
    queryFn: ({ signal }) => apiCall(getQuestionnaireStats, { params: { companyId }, signal }).then((r) => r.data),
    meta: silent,
  });

/** The companies a platform admin can pick (admins belong to none). */
export const companiesQuery = () =>
  queryOptions({
    queryKey: questionnaireKeys.companies(),
    queryFn: ({ signal }) => apiCall(listCompanies, { signal }).then((r) => r.companies),
    meta: silent,
    staleTime: 5 * 60_000,
  });
