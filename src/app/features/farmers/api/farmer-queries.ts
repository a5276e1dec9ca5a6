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

/**
 * The screen shows the spec's own toast ('Failed to load farmers data'), so the query stays silent globally.
 * Always refetched when shown: other devices register farmers too, and a cache restored after a reload may
 * predate the last sync; the saved list stays on screen meanwhile (and offline).
 */
export const farmersQuery = (params: FarmerListParams) =>
  queryOptions({
    queryKey: farmerKeys.list(params),
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { ...params, limit: FARMERS_PAGE_SIZE }, signal }),
    meta: { silent: true },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
