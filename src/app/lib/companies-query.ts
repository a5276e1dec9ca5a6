import { queryOptions } from '@tanstack/react-query';
import { listCompanies } from '@shared/contracts/auth';
import { apiCall } from './api-client';
import { sharedKeys } from './query-keys';

/** Every company, for the screens that pick one; each screen says in `meta` what a failure tells the user. */
export const companiesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.companies,
    queryFn: ({ signal }) => apiCall(listCompanies, { signal }).then((r) => r.companies),
    staleTime: 5 * 60_000,
  });
