import { queryOptions } from '@tanstack/react-query';
import { listFiles } from '@shared/contracts/files';
import { adminAudioFiles, adminListModules, adminModuleStats, getTrainingModule, listTraining, trainingStats } from '@shared/contracts/training';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { isApiError } from '@app/lib/api-error';
import { trainingKeys } from './training-keys';

/** The screen polls (spec part 2 §9): a backend that stays down is told once, not on every poll. */
export const trainingListQuery = () =>
  queryOptions({
    queryKey: trainingKeys.list(),
    queryFn: ({ signal }) => apiCall(listTraining, { signal }),
    meta: { errorToast: () => i18n.t('training:manage.fetchFailed'), errorToastOnce: true },
  });

/** The figures stay '–' when they fail; the module list says what went wrong. */
export const trainingStatsQuery = () =>
  queryOptions({ queryKey: trainingKeys.stats(), queryFn: ({ signal }) => apiCall(trainingStats, { signal }), meta: { errorToast: false } });

/** A module that does not exist says so on screen; one already on screen stays there without a toast. */
export const moduleQuery = (id: string) =>
  queryOptions({
    queryKey: trainingKeys.module(id),
    queryFn: ({ signal }) => apiCall(getTrainingModule, { params: { id }, signal }),
    meta: { errorToast: (error, { hasData }) => (hasData || (isApiError(error) && error.status === 404) ? null : i18n.t('training:module.failed')) },
    retry: false,
  });

/** What /admin/training failing says, whichever of its three loads failed. */
const adminPage = { errorToast: () => i18n.t('training:admin.loadFailed') };

/** /admin/training shows every module (up to 100) as a card. */
export const adminModuleCardsQuery = () =>
  queryOptions({
    queryKey: trainingKeys.adminModules({ page: 1, limit: 100 }),
    queryFn: ({ signal }) => apiCall(adminListModules, { query: { page: 1, limit: 100 }, signal }),
    meta: adminPage,
  });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: trainingKeys.adminStats(), queryFn: ({ signal }) => apiCall(adminModuleStats, { signal }), meta: adminPage });

export const adminAudioQuery = () =>
  queryOptions({ queryKey: trainingKeys.adminAudio(), queryFn: ({ signal }) => apiCall(adminAudioFiles, { signal }), meta: adminPage });

/** /training/modules: a page of 10 with its filters. */
export const manageModulesQuery = (filters: { page: number; title?: string; status?: 'active' | 'inactive' }) => {
  const query = { ...filters, limit: 10 };
  return queryOptions({
    queryKey: trainingKeys.adminModules(query),
    queryFn: ({ signal }) => apiCall(adminListModules, { query, signal }),
    meta: { errorToast: () => i18n.t('training:manage.fetchFailed') },
    placeholderData: (previous) => previous,
  });
};

export const filesQuery = (page: number) =>
  queryOptions({
    queryKey: trainingKeys.files(page),
    queryFn: ({ signal }) => apiCall(listFiles, { query: { page, limit: 10 }, signal }),
    meta: { errorToast: () => i18n.t('training:files.fetchFailed') },
    placeholderData: (previous) => previous,
  });
