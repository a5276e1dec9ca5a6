import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FarmerDetails, type FarmerDto, type UpdateFarmerBody, getFarmer, type listFarmers, updateFarmer } from '@shared/contracts/farmers';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { apiCall } from '@app/lib/api-client';
import { i18n } from '@app/i18n/i18n';
import { serverMessageOr } from '@app/lib/notify';
import { unlessNetwork } from '@app/lib/query-meta';
import { queuedWrite } from '@app/offline/queued-write';
import { usePendingRecords } from '@app/pwa/use-outbox';
import type { FarmerFormValues } from '../forms/farmer-form';
import { farmerKeys } from './farmer-keys';
import { FARMER_COLLECTION } from '@app/offline/farmer-register';
import type { LocalFarmer } from './register-farmer';

export const farmerDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: farmerKeys.details(id),
    queryFn: ({ signal }) => apiCall(getFarmer, { params: { id }, signal }),
    meta: { errorToast: unlessNetwork(i18n.t('farmers:page.loadFailed')) },
    staleTime: 0,
  });

/** The farmer as a cached page of the register knows them, for offline opening when the page itself was never loaded. */
function cachedListFarmer(client: QueryClient, id: string): FarmerDto | undefined {
  for (const [, data] of client.getQueriesData<ResponseOf<typeof listFarmers>>({ queryKey: farmerKeys.all })) {
    const found = data && 'farmers' in data ? data.farmers.find((f) => f.id === id) : undefined;
    if (found) return found;
  }
  return undefined;
}

export type FarmerPageData =
  | { kind: 'server'; details: FarmerDetails }
  | { kind: 'known'; farmer: FarmerDto; waitingToSync: boolean }
  | { kind: 'missing' };

/**
 * The farmer's page: the server's answer when there is one (the cached one offline), else what this phone knows
 * (a farmer registered here and not yet synced shows as "waiting to sync"; one seen in a cached list page).
 */
export function useFarmerPage(id: string) {
  const client = useQueryClient();
  const query = useQuery(farmerDetailsQuery(id));
  const pending = usePendingRecords<LocalFarmer>(FARMER_COLLECTION).find((p) => p.record.id === id);
  let data: FarmerPageData | undefined;
  if (query.data) data = { kind: 'server', details: query.data };
  else if (pending) data = { kind: 'known', farmer: pending.record, waitingToSync: true };
  else {
    const listed = cachedListFarmer(client, id);
    if (listed) data = { kind: 'known', farmer: listed, waitingToSync: false };
    else if (!query.isPending) data = { kind: 'missing' };
  }
  return { data, query };
}

/** Only the fields the form changed travel; a cleared optional field is sent as null. */
export function editBody(before: FarmerDto, values: FarmerFormValues): UpdateFarmerBody {
  const body: Record<string, unknown> = {};
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const fields = ['name', 'phoneNumber', 'gender', 'county', 'subCounty', 'ward', 'village', 'cropType', 'farmSize', 'age', 'nationalId', 'location'] as const;
  for (const field of fields) {
    const next = values[field] === '' ? undefined : values[field];
    if (!same(before[field], next)) body[field] = next ?? null;
  }
  return body as UpdateFarmerBody;
}

interface Edit {
  farmer: FarmerDto;
  body: UpdateFarmerBody;
  /** The registration still waiting on this phone: the edit goes after it. */
  registrationEntryId?: string;
}

/** A correction in the outbox, like every write: sent when online, in order after the farmer's own registration. */
const queueFarmerEdit = queuedWrite({
  endpoint: updateFarmer,
  kind: 'farmer.edit',
  label: ({ farmer }: Edit) => ({ key: 'farmers:outbox.correct', values: { name: farmer.name } }),
  params: ({ farmer }) => ({ id: farmer.id }),
  body: ({ body }) => body,
  dependsOn: ({ registrationEntryId }) => (registrationEntryId ? [registrationEntryId] : []),
  invalidates: () => [farmerKeys.all],
});

export function useEditFarmer() {
  const pending = usePendingRecords<LocalFarmer>(FARMER_COLLECTION);
  return useMutation({
    mutationFn: async ({ farmer, values }: { farmer: FarmerDto; values: FarmerFormValues }) => {
      const body = editBody(farmer, values);
      if (Object.keys(body).length === 0) return;
      const registration = pending.find((p) => p.record.id === farmer.id);
      await queueFarmerEdit({ farmer, body, registrationEntryId: registration?.entryId });
    },
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('farmers:form.correctFailed')) },
  });
}
