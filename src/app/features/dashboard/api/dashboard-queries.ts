import { queryOptions } from '@tanstack/react-query';
import { DASHBOARD_WEEKS_DEFAULT, getDashboard } from '@shared/contracts/dashboard';
import { getTargets } from '@shared/contracts/targets';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { unlessSavedData } from '@app/lib/query-meta';
import { dashboardKeys } from './dashboard-keys';

/**
 * The persisted copy keeps the figures on screen offline, with their age (offline is then not a failure). Fresh for
 * the app's half minute like every read: each write that changes a figure here (a registration, a sale, a loan, a
 * lesson completed) refreshes it. Always stale (staleTime 0), it was read twice on a reopened phone: by the offline
 * preparation and again by the screen a moment later.
 */
export const dashboardQuery = (weeks = DASHBOARD_WEEKS_DEFAULT) =>
  queryOptions({
    queryKey: dashboardKeys.data(weeks),
    queryFn: ({ signal }) => apiCall(getDashboard, { query: { weeks }, signal }),
    // The spec's text, shown inline too while no figures are on screen.
    meta: { errorToast: unlessSavedData(i18n.t('dashboard:loadFailed')) },
  });

/** The company admin's own company: the server scopes it, so no company id is sent. */
export const targetsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.targets,
    queryFn: ({ signal }) => apiCall(getTargets, { query: {}, signal }),
  });
