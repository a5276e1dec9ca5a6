import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { apiCall } from '../../../lib/api-client';
import { unlessNetwork } from '../../../lib/query-meta';
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
 * Always refetched when shown: other devices register farmers too, and a cache restored after a reload may
 * predate the last sync; the saved list stays on screen meanwhile (and offline, which is not a failure).
 */
export const farmersQuery = (params: FarmerListParams) =>
  queryOptions({
    queryKey: farmerKeys.list(params),
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { ...params, limit: FARMERS_PAGE_SIZE }, signal }),
    meta: { errorToast: unlessNetwork('Failed to load farmers data') },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
