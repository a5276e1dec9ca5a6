import { queryOptions } from '@tanstack/react-query';
import { listFarmers } from '@shared/contracts/farmers';
import { apiCall } from './api-client';
import { sharedKeys } from './query-keys';
import { unlessSavedData } from './query-meta';

/** The spec's text for a farmer list that did not load (part 2 §8, 'Failed to load farmers.'). */
export const FARMERS_FAILED = 'Failed to load farmers.';

/**
 * The farmers to pick from (the loans filter and application, the sale form): the newest 100 of the company
 * register, 'name - county' each (spec part 2 §2.10); the pickers also search.
 */
export const farmerChoicesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.farmerChoices,
    queryFn: ({ signal }) => apiCall(listFarmers, { query: { limit: 100 }, signal }),
    select: (answer) => answer.farmers.map((f) => ({ value: f.id, label: `${f.name} - ${f.county}`, name: f.name, county: f.county, cropType: f.cropType })),
    meta: { errorToast: unlessSavedData(FARMERS_FAILED) },
  });
