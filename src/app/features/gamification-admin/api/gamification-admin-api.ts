import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type IncentiveOptionForm,
  createIncentiveOption,
  deleteIncentiveOption,
  getActivityOverview,
  getStatistics,
  listIncentiveOptions,
  updateIncentiveOption,
} from '@shared/contracts/gamification-admin';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { adminKeys } from './gamification-admin-keys';

/** Any of the screen's loads failing says the spec's 'Failed to load admin data' (once for all three). */
const meta = { errorToast: () => i18n.t('gamification:loadFailed') };

export const optionsQuery = () =>
  queryOptions({ queryKey: adminKeys.options, queryFn: ({ signal }) => apiCall(listIncentiveOptions, { signal }).then((r) => r.data), meta });

export const statisticsQuery = () =>
  queryOptions({ queryKey: adminKeys.statistics, queryFn: ({ signal }) => apiCall(getStatistics, { signal }).then((r) => r.data), meta });

export const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => apiCall(getActivityOverview, { signal }).then((r) => r.data), meta });

/** "Try Again": the screen's three loads again. */
export function useReloadAdminData() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/** Creates an option (`id` null) or saves one; a refusal rejects, so the form stays open with its values. */
export function useSaveOption() {
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: IncentiveOptionForm }) =>
      id ? apiCall(updateIncentiveOption, { params: { id }, body: values }) : apiCall(createIncentiveOption, { body: values }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('gamification:options.saveFailed')) },
    onSuccess: (_answer, { id }) => {
      notifySuccess(i18n.t(id ? 'gamification:options.updated' : 'gamification:options.created'));
      void reload();
    },
  });
}

export function useDeleteOption() {
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteIncentiveOption, { params: { id } }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('gamification:options.deleteFailed')) },
    onSuccess: () => {
      notifySuccess(i18n.t('gamification:options.deleted'));
      void reload();
    },
  });
}
