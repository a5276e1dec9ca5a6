import { queryOptions } from '@tanstack/react-query';
import {
  type IncentiveOptionForm,
  createIncentiveOption,
  deleteIncentiveOption,
  getActivityOverview,
  getStatistics,
  listIncentiveOptions,
  updateIncentiveOption,
} from '@shared/contracts/gamification-admin';
import { apiCall } from '../../../lib/api-client';

export const adminKeys = {
  all: ['gamification-admin'] as const,
  options: ['gamification-admin', 'options'] as const,
  statistics: ['gamification-admin', 'statistics'] as const,
  overview: ['gamification-admin', 'overview'] as const,
};

/** Silent globally: the page shows the spec's 'Failed to load admin data'. */
const silent = { silent: true } as const;

export const optionsQuery = () =>
  queryOptions({ queryKey: adminKeys.options, queryFn: ({ signal }) => apiCall(listIncentiveOptions, { signal }).then((r) => r.data), meta: silent });

export const statisticsQuery = () =>
  queryOptions({ queryKey: adminKeys.statistics, queryFn: ({ signal }) => apiCall(getStatistics, { signal }).then((r) => r.data), meta: silent });

export const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview, queryFn: ({ signal }) => apiCall(getActivityOverview, { signal }).then((r) => r.data), meta: silent });

export const saveOption = (id: string | null, body: IncentiveOptionForm) =>
  id ? apiCall(updateIncentiveOption, { params: { id }, body }) : apiCall(createIncentiveOption, { body });

export const removeOption = (id: string) => apiCall(deleteIncentiveOption, { params: { id } });
