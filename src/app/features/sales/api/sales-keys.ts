import type { SalesListParams } from './sales-queries';

/** Every sales list refreshes under ['sales']; the farmer picker (lib/farmer-choices-query) under ['farmers']. */
export const salesKeys = {
  all: ['sales'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
};
