import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { apiCall } from '@app/lib/api-client';
import { i18n } from '@app/i18n/i18n';
import { isApiError } from '@app/lib/api-error';
import { getSession } from '@app/lib/session';
import { isOnline } from '@app/offline/connectivity';
import { registerDb, searchRegister } from '@app/offline/farmer-register';
import { unlessNetwork } from '@app/lib/query-meta';
import { farmerKeys } from './farmer-keys';
import type { FarmerSearch } from '../search';

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

/** The list's params for a URL's search: its page and the filters that are set (the same query key for the route's loader and the screen). */
export function farmerListParams({ page, ...filters }: FarmerSearch): FarmerListParams {
  return { page, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) };
}

/** A page of the register; `savedAt` when it was read from the copy saved on this device (offline). */
export type FarmersAnswer = ResponseOf<typeof listFarmers> & { savedAt?: number };

/** The same page from the saved register, with the filters and search done on the phone; null if none is saved. */
async function savedPage(params: FarmerListParams): Promise<FarmersAnswer | null> {
  const userId = getSession()?.user.id;
  if (!userId) return null;
  const { page, ...filter } = params;
  return searchRegister(registerDb, userId, filter, page, FARMERS_PAGE_SIZE);
}

/**
 * Always refetched when shown: other devices register farmers too, and a cache restored after a reload may
 * predate the last sync; the saved list stays on screen meanwhile. Without a network the page comes from the
 * register saved on this device (any filter, any page), so offline is not a failure. When the browser knows it is
 * offline the register answers at once, as the farmer pickers do: a request bound to fail first went through the
 * service worker, which a phone may have to start again (P8, ADR 0065).
 */
export const farmersQuery = (params: FarmerListParams) =>
  queryOptions({
    queryKey: farmerKeys.list(params),
    queryFn: async ({ signal }): Promise<FarmersAnswer> => {
      const offline = isOnline() ? null : await savedPage(params);
      if (offline) return offline;
      try {
        return await apiCall(listFarmers, { query: { ...params, limit: FARMERS_PAGE_SIZE }, signal });
      } catch (error) {
        const saved = isApiError(error) && error.isNetwork ? await savedPage(params) : null;
        if (!saved) throw error;
        return saved;
      }
    },
    meta: { errorToast: unlessNetwork(i18n.t('farmers:list.loadFailed')) },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
