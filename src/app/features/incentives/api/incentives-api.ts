import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { claimWeekly, getDashboard, listActivities, listOptions, recordActivity, selectLongTerm, selectShortTerm } from '@shared/contracts/gamification';
import { contentText } from '@app/i18n/content-text';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { errorMessage, notifySuccess, serverMessageOr } from '@app/lib/notify';
import { mutationErrorToast } from '@app/lib/query-meta';
import { sharedKeys } from '@app/lib/query-keys';
import { incentiveKeys } from './incentive-keys';

/** The spec's own 'Failed to load gamification data: {message}' (part 2 §8). */
const meta = { errorToast: (error: unknown) => i18n.t('incentives:loadFailedWith', { message: errorMessage(error) }) };

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

/** "Try Again" and what follows each action: the whole portal again, and the dashboard's points with it. */
export function useReloadIncentives() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: incentiveKeys.all }), client.invalidateQueries({ queryKey: sharedKeys.dashboard })]);
}

/**
 * The portal's actions need a connection (product decisions): sent at once, never queued. Each says what the
 * server did (the server's English message, in the language on screen) or its own failure text, then the
 * portal reloads.
 */
function useIncentiveAction<V, A>(send: (variables: V) => Promise<A>, success: (answer: A, variables: V) => string, failure: (variables: V) => string) {
  const reload = useReloadIncentives();
  return useMutation({
    mutationFn: send,
    meta: { errorToast: mutationErrorToast((error, variables: V) => serverMessageOr(error, failure(variables))) },
    onSuccess: async (answer, variables) => {
      notifySuccess(success(answer, variables));
      await reload();
    },
  });
}

export type Term = 'short' | 'long';

export const useChooseOption = () =>
  useIncentiveAction(
    ({ term, optionId }: { term: Term; optionId: string }) => apiCall(term === 'short' ? selectShortTerm : selectLongTerm, { body: { incentiveOptionId: optionId } }),
    (answer, { term }) => i18n.t(term === 'short' ? 'incentives:toast.shortSelected' : 'incentives:toast.longSelected', {
        title: contentText(i18n.language, answer.data.incentiveOption.title, answer.data.incentiveOption.titleSw),
      }),
    ({ term }) => i18n.t(term === 'short' ? 'incentives:toast.shortFailed' : 'incentives:toast.longFailed'),
  );

/** `title`: the weekly option claimed, which the toast names. */
export const useClaimWeekly = () =>
  useIncentiveAction(
    (_title: string) => apiCall(claimWeekly),
    (_answer, title) => i18n.t('incentives:toast.claimed', { title }),
    () => i18n.t('incentives:toast.claimFailed'),
  );

export const useCheckIn = () =>
  useIncentiveAction(
    () => apiCall(recordActivity, { body: { activityType: 'ATTEND_CHECKIN' } }),
    (answer) => i18n.t('incentives:toast.earned', { count: answer.data.pointsEarned }),
    () => i18n.t('incentives:toast.recordFailed'),
  );
