import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { apiCall } from '../../../lib/api-client';
import { farmerKeys } from './farmer-keys';

export const FARMERS_PAGE_SIZE = 10;

/** What the screen filters by; empty values are left out of the request by the api client. */
export interface FarmerListParams {
  page: number;
  name?: string;
  county?: string;
  gender?: string;
  cropType?: string;
  companyId?: string;
}

/** The screen shows the spec's own toast ('Failed to load farmers data'), so the query stays silent globally. */
export const farmersQuery = (params: FarmerListParams) =>
  queryOptions({
    queryKey: farmerKeys.list(params),
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { ...params, limit: FARMERS_PAGE_SIZE }, signal }),
    meta: { silent: true },
    placeholderData: keepPreviousData,
  });
