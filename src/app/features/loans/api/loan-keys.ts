import type { LoanListParams } from './loan-queries';

/** Every loans list refreshes under ['loans']; the farmer pickers (pwa/use-farmer-options) under ['farmers'] with the register. */
export const loanKeys = {
  all: ['loans'] as const,
  list: (params: LoanListParams) => ['loans', 'list', params] as const,
};
