import { sharedKeys } from '@app/lib/query-keys';

/** Query keys of the assessments report, under the root a submitted questionnaire refreshes. */
export const reportKeys = {
  users: (page: number) => [...sharedKeys.assessmentReport, 'users', page] as const,
  report: (id: string) => [...sharedKeys.assessmentReport, 'report', id] as const,
};
