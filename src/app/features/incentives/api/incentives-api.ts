import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { claimWeekly, getDashboard, listActivities, listOptions, recordActivity, selectLongTerm, selectShortTerm } from '@shared/contracts/gamification';
import { apiCall } from '../../../lib/api-client';
import { errorMessage, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { mutationErrorToast } from '../../../lib/query-meta';
import { incentiveKeys } from './incentive-keys';

/** The spec's own 'Failed to load gamification data: {message}' (part 2 §8). */
const meta = { errorToast: (error: unknown) => `Failed to load gamification data: ${errorMessage(error)}` };

export const dashboardQuery = () =>
  queryOptions({ queryKey: incentiveKeys.dashboard, queryFn: ({ signal }) => apiCall(getDashboard, { signal }).then((r) => r.data), meta });

export const optionsQuery = () =>
  queryOptions({ queryKey: incentiveKeys.options, queryFn: ({ signal }) => apiCall(listOptions, { signal }).then((r) => r.data), meta });

/** Home loads 5 activities and shows 3 (spec part 2 §2.12); the activities view loads 20. */
export const RECENT_LOADED = 5;
export const ALL_LOADED = 20;

export const activitiesQuery = (limit: number) =>
  queryOptions({
    queryKey: incentiveKeys.activities(limit),
    queryFn: ({ signal }) => apiCall(listActivities, { query: { limit }, signal }).then((r) => r.data),
    meta,
  });

/** "Try Again" and what follows each action: the whole portal again. */
export function useReloadIncentives() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: incentiveKeys.all });
}

/**
 * The portal's actions need a connection (product decisions): sent at once, never queued. Each says the
 * server's message when it succeeds and its own failure text otherwise, then the portal reloads.
 */
function useIncentiveAction<V>(send: (variables: V) => Promise<{ message: string }>, failure: (variables: V) => string) {
  const reload = useReloadIncentives();
  return useMutation({
    mutationFn: send,
    meta: { errorToast: mutationErrorToast((error, variables: V) => serverMessageOr(error, failure(variables))) },
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      await reload();
    },
  });
}

export type Term = 'short' | 'long';

export const useChooseOption = () =>
  useIncentiveAction(
    ({ term, optionId }: { term: Term; optionId: string }) => apiCall(term === 'short' ? selectShortTerm : selectLongTerm, { body: { incentiveOptionId: optionId } }),
    ({ term }) => (term === 'short' ? 'Failed to select short-term incentive' : 'Failed to select long-term incentive'),
  );

export const useClaimWeekly = () => useIncentiveAction(() => apiCall(claimWeekly), () => 'Failed to claim weekly reward');

export const useCheckIn = () => useIncentiveAction(() => apiCall(recordActivity, { body: { activityType: 'ATTEND_CHECKIN' } }), () => 'Failed to record activity');
