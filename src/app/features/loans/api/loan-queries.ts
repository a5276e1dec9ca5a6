import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { listLoans } from '@shared/contracts/loans';
import { apiCall } from '../../../lib/api-client';

export const LOANS_PAGE_SIZE = 10;

export interface LoanListParams {
  page: number;
  farmerId?: string;
}

/** Every loans list refreshes under ['loans']; the farmer filter under ['farmers'] with the register. */
export const loanKeys = {
  all: ['loans'] as const,
  list: (params: LoanListParams) => ['loans', 'list', params] as const,
  farmerOptions: ['farmers', 'loan-options'] as const,
};

/** The screen shows the spec's own 'Failed to load loans.', so the query is silent globally. */
export const loansQuery = (params: LoanListParams) =>
  queryOptions({
    queryKey: loanKeys.list(params),
    queryFn: ({ signal }) => apiCall(listLoans, { query: { ...params, limit: LOANS_PAGE_SIZE }, signal }),
    meta: { silent: true },
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** The farmer filter: 'name - county' for each farmer of the company (the newest 100). */
export const loanFarmersQuery = () =>
  queryOptions({
    queryKey: loanKeys.farmerOptions,
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { limit: 100 }, signal }),
    select: (answer) => answer.farmers.map((f) => ({ value: f.id, label: `${f.name} - ${f.county}`, name: f.name, county: f.county, cropType: f.cropType })),
  });
