import type { FarmerListParams } from './farmer-queries';

/** Query keys of the farmers register: every farmers list refreshes under ['farmers']. */
export const farmerKeys = {
  all: ['farmers'] as const,
  list: (params: FarmerListParams) => ['farmers', 'list', params] as const,
};
