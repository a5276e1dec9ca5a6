import { sharedKeys } from '@app/lib/query-keys';
import type { FarmerListParams } from './farmer-queries';

/** Query keys of the farmers register: every farmers list (the pickers of sales and loans too) refreshes under ['farmers']. */
export const farmerKeys = {
  all: sharedKeys.farmers,
  list: (params: FarmerListParams) => [...sharedKeys.farmers, 'list', params] as const,
  details: (id: string) => [...sharedKeys.farmers, 'details', id] as const,
};
