import type { LoanListParams } from './loan-queries';

/** Every loans list refreshes under ['loans']; the farmer filter (lib/farmer-choices-query) under ['farmers']. */
export const loanKeys = {
  all: ['loans'] as const,
  list: (params: LoanListParams) => ['loans', 'list', params] as const,
};
