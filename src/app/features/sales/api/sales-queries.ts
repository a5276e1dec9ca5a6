import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { SALES_PAGE_SIZE, listSales } from '@shared/contracts/sales';
import { apiCall } from '@app/lib/api-client';
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
