import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { SALES_PAGE_SIZE, listSales } from '@shared/contracts/sales';
import { apiCall } from '../../../lib/api-client';

export interface SalesListParams {
  page: number;
  search?: string;
}

/** Every sales list refreshes under ['sales']; the farmer picker under ['farmers'] with the register. */
export const salesKeys = {
  all: ['sales'] as const,
  list: (params: SalesListParams) => ['sales', 'list', params] as const,
  farmerOptions: ['farmers', 'sale-options'] as const,
};

export const salesQuery = (params: SalesListParams) =>
  queryOptions({
    queryKey: salesKeys.list(params),
    queryFn: ({ signal }) => apiCall(listSales, { query: { ...params, limit: SALES_PAGE_SIZE }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The farmers an agent can sell to: the newest 100 of the company register (the picker also searches). */
export const saleFarmersQuery = () =>
  queryOptions({
    queryKey: salesKeys.farmerOptions,
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { limit: 100 }, signal }),
    select: (answer) => answer.farmers.map((f) => ({ value: f.id, label: `${f.name} - ${f.county}`, name: f.name, county: f.county })),
  });
