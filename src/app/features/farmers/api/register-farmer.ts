import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateFarmerBody, type FarmerDto, createFarmer, listFarmers } from '@shared/contracts/farmers';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { normalisePhone } from '@shared/phone';
import { i18n } from '@app/i18n/i18n';
import { serverMessageOr } from '@app/lib/notify';
import { sharedKeys } from '@app/lib/query-keys';
import type { SessionUser } from '@app/lib/session';
import { FARMER_COLLECTION, registerDb, registerFarmersWith } from '@app/offline/farmer-register';
import type { OutboxEntry } from '@app/offline/outbox';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import { queuedResend, queuedWrite, type QueuedWriteDef } from '@app/offline/queued-write';
import { usePendingRecords } from '@app/pwa/use-outbox';
import type { FarmerFormValues } from '../forms/farmer-form';
import { farmerKeys } from './farmer-keys';

/** The local copy shown in the list until the server's record replaces it. */
export type LocalFarmer = FarmerDto;

/** Same text as the server's 409, so the agent reads one message whether the refusal came early or late. */
export class DuplicateFarmerError extends Error {
  constructor(
    readonly field: 'phoneNumber' | 'nationalId',
    message: string,
  ) {
    super(message);
  }
}

type KnownFarmer = Pick<FarmerDto, 'id' | 'phoneNumber' | 'nationalId' | 'companyId'>;

/**
 * The farmers this device knows that could be a duplicate of `body`: those of the register saved on the phone
 * with its phone number or national ID (an index read, offline too), the cached pages of the list and this
 * user's pending registrations.
 */
async function knownFarmers(client: QueryClient, userId: string, pending: LocalFarmer[], body: CreateFarmerBody): Promise<KnownFarmer[]> {
  const cached = client
    .getQueriesData<ResponseOf<typeof listFarmers>>({ queryKey: farmerKeys.all })
    .flatMap(([, data]) => data?.farmers ?? []);
  return [...pending, ...(await registerFarmersWith(registerDb, userId, normalisePhone(body.phoneNumber), body.nationalId)), ...cached];
}

/**
 * Refuses before queueing what the server would refuse: a phone number or national id already in the company.
 * `self` is the registration being edited (Sync page), which must not count as its own duplicate.
 */
export function checkDuplicate(body: CreateFarmerBody, companyId: string | null, known: KnownFarmer[], self?: string): void {
  const phone = normalisePhone(body.phoneNumber);
  const sameCompany = known.filter((f) => f.companyId === companyId && f.id !== self);
  if (phone && sameCompany.some((f) => f.phoneNumber === phone)) {
    throw new DuplicateFarmerError('phoneNumber', i18n.t('farmers:duplicate.phone', { phone }));
  }
  if (body.nationalId !== undefined && sameCompany.some((f) => f.nationalId === body.nationalId)) {
    throw new DuplicateFarmerError('nationalId', i18n.t('farmers:duplicate.nationalId', { nationalId: body.nationalId }));
  }
}

/** Leaves out empty fields (spec part 2 §5) and adds the company and registrant the spec's form sends. */
export function toRequestBody(values: FarmerFormValues, user: SessionUser): CreateFarmerBody {
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as CreateFarmerBody;
  return {
    ...filled,
    ...(user.companyId ? { companyId: user.companyId } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
    registeredById: user.id,
  };
}

interface Registration {
  body: CreateFarmerBody;
  user: SessionUser;
}

/** The registration in the outbox; the farmer shows at once as "waiting to sync" (the drain benches queue it too). */
export const farmerRegistration: QueuedWriteDef<typeof createFarmer, Registration> = {
  endpoint: createFarmer,
  kind: ENTRY_KIND.farmerRegister,
  label: ({ body }: Registration) => ({ key: 'farmers:outbox.register', values: { name: body.name } }),
  body: ({ body }, id) => ({ ...body, id }),
  local: {
    collection: FARMER_COLLECTION,
    record: ({ body, user }, id, occurredAt): LocalFarmer => ({
      id,
      name: body.name,
      phoneNumber: normalisePhone(body.phoneNumber) ?? body.phoneNumber,
      nationalId: body.nationalId ?? null,
      age: body.age ?? null,
      gender: body.gender,
      county: body.county,
      subCounty: body.subCounty ?? null,
      ward: body.ward ?? null,
      village: body.village ?? null,
      cropType: body.cropType ?? null,
      farmSize: body.farmSize ?? null,
      location: body.location ?? null,
      companyId: user.companyId ?? '',
      company: { name: user.companyName ?? '' },
      registeredById: user.id,
      registeredBy: { name: user.name },
      createdAt: occurredAt,
      recordedAt: occurredAt,
    }),
  },
  invalidates: () => [farmerKeys.all, sharedKeys.dashboard],
};
const queueFarmerRegistration = queuedWrite(farmerRegistration);
const resendFarmerRegistration = queuedResend(farmerRegistration);

/**
 * 'Add Farmer': refuses a duplicate this phone already knows of, else queues the registration. A refusal
 * rejects (a duplicate names its field, so the form can mark it). With `replacing` (a registration the Sync
 * page edits) the entry's body is replaced instead.
 */
export function useRegisterFarmer() {
  const client = useQueryClient();
  const pending = usePendingRecords<LocalFarmer>(FARMER_COLLECTION);
  return useMutation({
    mutationFn: async ({ values, user, replacing }: { values: FarmerFormValues; user: SessionUser; replacing?: OutboxEntry }) => {
      const body = toRequestBody(values, user);
      checkDuplicate(body, user.companyId, await knownFarmers(client, user.id, pending.map((p) => p.record), body), replacing?.id);
      if (replacing) await resendFarmerRegistration(replacing, { body, user });
      else await queueFarmerRegistration({ body, user });
    },
    meta: { errorToast: (error) => (error instanceof DuplicateFarmerError ? error.message : serverMessageOr(error, i18n.t('farmers:form.addFailed'))) },
  });
}
