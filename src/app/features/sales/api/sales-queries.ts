import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { SALES_PAGE_SIZE, listSales } from '@shared/contracts/sales';
import { apiCall } from '../../../lib/api-client';
import { salesKeys } from './sales-keys';

export interface SalesListParams {
  page: number;
  search?: string;
}

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
