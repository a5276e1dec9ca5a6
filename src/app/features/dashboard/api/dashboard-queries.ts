import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_WEEKS_DEFAULT, getDashboard } from '@shared/contracts/dashboard';
import { getTargets } from '@shared/contracts/targets';
import { apiCall } from '../../../lib/api-client';

/** Every dashboard figure refreshes under ['dashboard'] (a synced sale or loan invalidates it). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  data: (weeks: number) => ['dashboard', 'data', weeks] as const,
  targets: ['dashboard', 'targets'] as const,
};

/**
 * The screen shows the spec's own toast ('Failed to load dashboard data'), so the query is silent globally.
 * The persisted copy keeps the figures on screen offline, with their age.
 */
export const dashboardQuery = (weeks = DASHBOARD_WEEKS_DEFAULT) =>
  queryOptions({
    queryKey: dashboardKeys.data(weeks),
    queryFn: ({ signal }) => apiCall(getDashboard, { query: { weeks }, signal }),
    meta: { silent: true },
    staleTime: 0,
  });

/** The company admin's own company: the server scopes it, so no company id is sent. */
export const targetsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.targets,
    queryFn: ({ signal }) => apiCall(getTargets, { query: {}, signal }),
  });
