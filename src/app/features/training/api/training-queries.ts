import { queryOptions } from '@tanstack/react-query';
import { listFiles } from '@shared/contracts/files';
import { adminAudioFiles, adminListModules, adminModuleStats, getTrainingModule, listTraining, trainingStats } from '@shared/contracts/training';
import { apiCall } from '../../../lib/api-client';
import { trainingKeys } from './training-keys';

/** Screens show their own error states and the spec's toasts, so these queries stay silent in the global handler. */
const silent = { silent: true } as const;

export const trainingListQuery = () =>
  queryOptions({ queryKey: trainingKeys.list(), queryFn: ({ signal }) => apiCall(listTraining, { signal }), meta: silent });

export const trainingStatsQuery = () =>
  queryOptions({ queryKey: trainingKeys.stats(), queryFn: ({ signal }) => apiCall(trainingStats, { signal }), meta: silent });

export const moduleQuery = (id: string) =>
  queryOptions({ queryKey: trainingKeys.module(id), queryFn: ({ signal }) => apiCall(getTrainingModule, { params: { id }, signal }), meta: silent, retry: false });

export const adminModulesQuery = (query: { page: number; title?: string; status?: 'active' | 'inactive' }, limit = 10) =>
  queryOptions({
    queryKey: trainingKeys.adminModules(query),
    queryFn: ({ signal }) => apiCall(adminListModules, { query: { ...query, limit }, signal }),
    meta: silent,
    placeholderData: (previous) => previous,
  });

export const adminStatsQuery = () =>
  queryOptions({ queryKey: trainingKeys.adminStats(), queryFn: ({ signal }) => apiCall(adminModuleStats, { signal }), meta: silent });

export const adminAudioQuery = () =>
  queryOptions({ queryKey: trainingKeys.adminAudio(), queryFn: ({ signal }) => apiCall(adminAudioFiles, { signal }), meta: silent });

export const filesQuery = (page: number) =>
  queryOptions({
    queryKey: trainingKeys.files(page),
    queryFn: ({ signal }) => apiCall(listFiles, { query: { page, limit: 10 }, signal }),
    meta: silent,
    placeholderData: (previous) => previous,
  });
