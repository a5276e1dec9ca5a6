import type { SalesListParams } from './sales-queries';

/** Every sales list refreshes under ['sales']; the farmer picker (pwa/use-farmer-options) under ['farmers'] with the register. */
export const salesKeys = {
  all: ['sales'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
};
