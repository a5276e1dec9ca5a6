import type { QueryClient } from '@tanstack/react-query';
import { type CreateFarmerBody, type FarmerDto, createFarmer, listFarmers } from '@shared/contracts/farmers';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { normalisePhone } from '@shared/phone';
import type { SessionUser } from '../../../lib/session';
import { enqueue } from '../../../offline/outbox';
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

/** Every farmer this device knows: the cached pages of the register plus this user's pending registrations. */
export function knownFarmers(client: QueryClient, pending: LocalFarmer[]): Pick<FarmerDto, 'id' | 'phoneNumber' | 'nationalId' | 'companyId'>[] {
  const cached = client
    .getQueriesData<ResponseOf<typeof listFarmers>>({ queryKey: farmerKeys.all })
    .flatMap(([, data]) => data?.farmers ?? []);
  return [...pending, ...cached];
}

/** Refuses before queueing what the server would refuse: a phone number or national id already in the company. */
export function checkDuplicate(body: CreateFarmerBody, companyId: string | null, known: ReturnType<typeof knownFarmers>): void {
  const phone = normalisePhone(body.phoneNumber);
  const sameCompany = known.filter((f) => f.companyId === companyId);
  if (phone && sameCompany.some((f) => f.phoneNumber === phone)) {
    throw new DuplicateFarmerError('phoneNumber', `A farmer with phone number ${phone} is already registered`);
  }
  if (body.nationalId !== undefined && sameCompany.some((f) => f.nationalId === body.nationalId)) {
    throw new DuplicateFarmerError('nationalId', `A farmer with national ID ${body.nationalId} is already registered`);
  }
}

/** Leaves out empty fields (spec part 2 §5) and adds the company and registrant the spec's form sends. */
export function toRequestBody(values: CreateFarmerBody, user: SessionUser, id: string): CreateFarmerBody {
  const filled = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== '')) as CreateFarmerBody;
  return {
    ...filled,
    id,
    ...(user.companyId ? { companyId: user.companyId } : {}),
    ...(user.companyName ? { companyName: user.companyName } : {}),
    registeredById: user.id,
  };
}

/** Queues the registration in the outbox; the farmer shows at once as "waiting to sync". */
export async function queueFarmerRegistration(body: CreateFarmerBody, user: SessionUser, now = new Date()): Promise<LocalFarmer> {
  const id = body.id ?? crypto.randomUUID();
  const record: LocalFarmer = {
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
    companyId: user.companyId ?? '',
    company: { name: user.companyName ?? '' },
    registeredById: user.id,
    registeredBy: { name: user.name },
    createdAt: now.toISOString(),
  };
  await enqueue(createFarmer, {
    id,
    body: { ...body, id },
    kind: 'farmer.register',
    label: `Register farmer ${body.name}`,
    local: { collection: 'farmers', record },
    invalidates: [[...farmerKeys.all]],
  });
  return record;
}
