import { sharedKeys } from '../../../lib/query-keys';
import type { SalesListParams } from './sales-queries';

/** Every sales list refreshes under ['sales']; the farmer picker under ['farmers'] with the register. */
export const salesKeys = {
  all: ['sales'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
  farmerOptions: [...sharedKeys.farmers, 'sale-options'] as const,
};
