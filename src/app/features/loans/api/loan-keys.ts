import { sharedKeys } from '../../../lib/query-keys';
import type { LoanListParams } from './loan-queries';

/** Every loans list refreshes under ['loans']; the farmer filter under ['farmers'] with the register. */
export const loanKeys = {
  all: ['loans'] as const,
  list: (params: LoanListParams) => ['loans', 'list', params] as const,
  farmerOptions: [...sharedKeys.farmers, 'loan-options'] as const,
};
