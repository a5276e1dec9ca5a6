import { queryOptions } from '@tanstack/react-query';
import { claimWeekly, getDashboard, listActivities, listOptions, recordActivity, selectLongTerm, selectShortTerm } from '@shared/contracts/gamification';
import { apiCall } from '../../../lib/api-client';

export const incentiveKeys = {
  all: ['gamification'] as const,
  dashboard: ['gamification', 'dashboard'] as const,
  options: ['gamification', 'options'] as const,
  activities: (limit: number) => ['gamification', 'activities', limit] as const,
};

/** Silent globally: the screen shows the spec's own 'Failed to load gamification data: {message}'. */
const silent = { silent: true } as const;

export const dashboardQuery = () =>
  queryOptions({ queryKey: incentiveKeys.dashboard, queryFn: ({ signal }) => apiCall(getDashboard, { signal }).then((r) => r.data), meta: silent });

export const optionsQuery = () =>
  queryOptions({ queryKey: incentiveKeys.options, queryFn: ({ signal }) => apiCall(listOptions, { signal }).then((r) => r.data), meta: silent });

export const activitiesQuery = (limit: number) =>
  queryOptions({
    queryKey: incentiveKeys.activities(limit),
    queryFn: ({ signal }) => apiCall(listActivities, { query: { limit }, signal }).then((r) => r.data),
    meta: silent,
  });

export const chooseOption = (term: 'short' | 'long', incentiveOptionId: string) =>
  apiCall(term === 'short' ? selectShortTerm : selectLongTerm, { body: { incentiveOptionId } });

export const claimWeeklyReward = () => apiCall(claimWeekly);

export const checkIn = () => apiCall(recordActivity, { body: { activityType: 'ATTEND_CHECKIN' } });
