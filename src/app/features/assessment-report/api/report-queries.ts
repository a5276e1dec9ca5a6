import { queryOptions } from '@tanstack/react-query';
import { getPreTrainingReport, listReportUsers } from '@shared/contracts/training-report';
import { apiCall } from '@app/lib/api-client';
import { reportKeys } from './report-keys';

/** Spec part 2 §8: the report's errors are only logged, never toasted. */
const logged = { errorToast: false } as const;

export const reportUsersQuery = (page: number) =>
  queryOptions({
    queryKey: reportKeys.users(page),
    queryFn: ({ signal }) =>
      apiCall(listReportUsers, { query: { page, limit: 10 }, signal }).catch((error: unknown) => {
        console.error('Failed to load assessment report users', error);
        throw error;
      }),
    meta: logged,
    placeholderData: (previous) => previous,
  });

export const userReportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.report(id),
    queryFn: ({ signal }) =>
      apiCall(getPreTrainingReport, { params: { id }, signal })
        .then((r) => r.data)
        .catch((error: unknown) => {
          console.error('Failed to load the pre-training report', error);
          throw error;
        }),
    meta: logged,
  });
