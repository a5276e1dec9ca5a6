/**
 * Query-key roots that more than one feature reads or refreshes. A feature's own keys live in its api/ keys file,
 * each under a root of its own; invalidating a root refreshes every query below it.
 */
export const sharedKeys = {
  /** Every dashboard figure: a synced sale or loan and an admin's action on a loan change them. */
  dashboard: ['dashboard'] as const,
  /** The farmer register and the farmer pickers of sales and loans: a registration refreshes them all. */
  farmers: ['farmers'] as const,
  /** The farmer pickers of sales and loans (under the register's root). */
  /** Every company (sign-up, Manage Users, the questionnaire's company picker). */
  companies: ['companies', 'all'] as const,
  /** The assessments report: a submitted questionnaire changes it. */
  assessmentReport: ['trainingreport'] as const,
};
