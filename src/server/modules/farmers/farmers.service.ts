import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { paginate } from '@shared/contracts/common';
import { type CreateFarmerBody, type createFarmer, type FarmerDto, FARMERS_CSV_FILE, type listFarmersQuery } from '@shared/contracts/farmers';
import { COUNTY_NOT_IN_LIST, canonicalCounty } from '@shared/counties';
import { COUNTY_HEADER_ALIAS, FARMER_CSV_COLUMNS, type FarmerCsvField } from '@shared/farmer-csv';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { normalisePhone } from '@shared/phone';
import { parseFarmerSearch } from '@shared/farmer-search';
import type { AppDeps } from '@server/context';
import { type CsvColumn, csvDownload, inBatches } from '@server/lib/csv';
import type { Download } from '@server/lib/download';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import type { BulkWrite } from '@server/plugins/endpoint-table';
import { badRequest, conflict, forbidden } from '@server/lib/app-error';
import { type PointsAward, awardPoints } from '../points/points.service';
import * as list from './farmer-list.repo';
import * as repo from './farmers.repo';

type ListQuery = z.infer<typeof listFarmersQuery>;

function filterOf(user: AuthUser, query: ListQuery): list.FarmerFilter {
  // The search box finds a name, a phone number or a national ID, as the register on the phone does.
  const search = parseFarmerSearch(query.name);
  return {
    companyId: accessScope(user, 'farmers.read', query.companyId),
    name: search?.kind === 'name' ? search.words.join(' ') : undefined,
    phone: search?.kind === 'phone' ? search.phone : undefined,
    nationalId: search?.kind === 'nationalId' ? search.nationalId : undefined,
    // 'nakuru' and 'Nakuru' filter alike; a value outside the list still filters (a farmer the migration left).
    county: query.county ? (canonicalCounty(query.county) ?? query.county) : undefined,
    gender: query.gender,
    cropType: query.cropType,
    registeredById: query.registeredById,
  };
}

export async function listFarmers(deps: AppDeps, user: AuthUser, query: ListQuery) {
  const request = { filter: filterOf(user, query), visible: accessScope(user, 'farmers.read') };
  const { farmers, totalItems, ...filters } = await list.listPage(deps.db, request, (query.page - 1) * query.limit, query.limit);
  return { farmers, pagination: paginate(query.page, query.limit, totalItems), filters };
}

/** What the export writes in each column of the shared list. */
const EXPORT_VALUES: Record<FarmerCsvField, (f: list.FarmerExportRow) => unknown> = {
  name: (f) => f.name,
  phoneNumber: (f) => f.phone_number,
  nationalId: (f) => f.national_id,
  age: (f) => f.age,
  gender: (f) => f.gender,
  county: (f) => f.county,
  subCounty: (f) => f.sub_county,
  ward: (f) => f.ward,
  village: (f) => f.village,
  cropType: (f) => f.crop_type,
  farmSize: (f) => f.farm_size,
  company: (f) => f.company_name,
  registeredBy: (f) => f.registered_by_name,
  registeredOn: (f) => f.recorded_iso,
  latitude: (f) => f.latitude,
  longitude: (f) => f.longitude,
  accuracyMeters: (f) => f.location_accuracy_m,
};

/** Streams every matching farmer as CSV (BOM, formula-safe), walking the register by keyset, not by OFFSET. */
export async function exportFarmers(deps: AppDeps, user: AuthUser, query: ListQuery): Promise<Download> {
  const filter = filterOf(user, query);
  const own = user.role === 'admin' ? null : user.company;
  const countyHeader = own && own.areaLabel !== 'county' ? COUNTY_HEADER_ALIAS : 'County';
  const columns: CsvColumn<list.FarmerExportRow>[] = FARMER_CSV_COLUMNS.map((c) => ({
    header: c.field === 'county' ? countyHeader : c.header,
    value: EXPORT_VALUES[c.field],
  }));
  // 1,000 rows a batch (P6, measured on npm start): 5,000 kept enough rows alive across garbage collections to
  // grow the server by 50-95 MB an export; 1,000 grow it by a few MB and are no slower, 250 are slower.
  let after: list.FarmerCursor | undefined;
  const pages = inBatches(async (_offset, size) => {
    const batch = await list.exportBatchAfter(deps.db, filter, after, size);
    after = batch.cursor;
    return batch.rows;
  }, 1000);
  return csvDownload(FARMERS_CSV_FILE, columns, pages);
}

export function duplicateError(existing: { phoneNumber: string; nationalId: number | null }, phoneNumber: string, nationalId: number | null | undefined) {
  const fields: Record<string, string> = {};
  if (existing.phoneNumber === phoneNumber) fields.phoneNumber = `A farmer with phone number ${phoneNumber} is already registered`;
  if (nationalId !== undefined && existing.nationalId === nationalId) fields.nationalId = `A farmer with national ID ${nationalId} is already registered`;
  const message = fields.phoneNumber ?? fields.nationalId ?? 'This farmer is already registered';
  return conflict(message, 'DUPLICATE_FARMER', { fields });
}

/** The canonical name of one of the 47 counties (ADR 0019), else the 400 the form shows under the field. */
export function countyOf(value: string): string {
  const county = canonicalCounty(value);
  if (!county) throw badRequest(COUNTY_NOT_IN_LIST, { county: COUNTY_NOT_IN_LIST });
  return county;
}

/** What a registration's award is made of: the farmer stored, or the row about to be. */
interface Registered {
  id: string;
  name: string;
  companyId: string;
  registeredById?: string | null;
  recordedAt: Date | string;
}

/** REGISTER_FARMER for engaged agents only (company admins registering earn nothing); once per farmer. Received at `receivedAt`. */
function registrationAward(user: AuthUser, farmer: Registered, receivedAt: Date): PointsAward | null {
  if (user.role !== 'engaged_agent' || farmer.registeredById !== user.id) return null;
  return {
    userId: user.id,
    companyId: farmer.companyId,
    activityType: 'REGISTER_FARMER',
    description: `Registered farmer ${farmer.name}`,
    params: { farmer: farmer.name },
    sourceKey: `farmer:${farmer.id}`,
    recordedAt: new Date(farmer.recordedAt),
    receivedAt,
  };
}

async function awardRegistration(deps: AppDeps, user: AuthUser, farmer: FarmerDto): Promise<void> {
  const award = registrationAward(user, farmer, deps.clock.now());
  if (award) await awardPoints(deps.db, award);
}

/** When a farmer entered the register: the server's time, and the time the agent registered them (the act). */
interface Registration {
  createdAt: Date;
  recordedAt: Date;
}

export function newFarmer(user: AuthUser, companyId: string, id: string, body: CreateFarmerBody, phoneNumber: string, { createdAt, recordedAt }: Registration): repo.NewFarmer {
  return {
    id,
    companyId,
    registeredById: user.id,
    name: body.name,
    phoneNumber,
    nationalId: body.nationalId ?? null,
    age: body.age ?? null,
    gender: body.gender,
    county: body.county,
    subCounty: body.subCounty || null,
    ward: body.ward || null,
    village: body.village || null,
    cropType: body.cropType || null,
    farmSize: body.farmSize || null,
    latitude: body.location?.latitude ?? null,
    longitude: body.location?.longitude ?? null,
    locationAccuracyM: body.location?.accuracyMeters ?? null,
    createdAt,
    recordedAt,
  };
}

/**
 * Registers a farmer in the caller's own company, recorded at `occurredAt` (the act: an offline registration
 * keeps the day it was made). Registering the same id again answers the farmer already stored (an offline
 * registration replayed), and awarding points is idempotent by the farmer id, so a replay after a lost answer
 * neither doubles the farmer nor the points.
 */
export async function registerFarmer(deps: AppDeps, user: AuthUser, typed: CreateFarmerBody, occurredAt: Date): Promise<FarmerDto> {
  if (!user.companyId) throw forbidden('Only members of a company can register farmers.');
  const companyId = user.companyId;
  const phoneNumber = normalisePhone(typed.phoneNumber);
  if (!phoneNumber) throw badRequest(PHONE_INVALID, { phoneNumber: PHONE_INVALID });
  const body = { ...typed, county: countyOf(typed.county) };

  const replayed = async (id: string) => {
    const existing = await repo.findFarmerById(deps.db, id);
    if (!existing) return null;
    if (existing.companyId !== companyId) throw conflict('This farmer id is already in use.', 'ID_IN_USE');
    await awardRegistration(deps, user, existing);
    return existing;
  };
  if (body.id) {
    const existing = await replayed(body.id);
    if (existing) return existing;
  }
  const duplicate = await repo.findDuplicate(deps.db, companyId, phoneNumber, body.nationalId);
  if (duplicate) throw duplicateError(duplicate, phoneNumber, body.nationalId);

  const id = body.id ?? randomUUID();
  const inserted = await repo.insertFarmer(deps.db, newFarmer(user, companyId, id, body, phoneNumber, { createdAt: deps.clock.now(), recordedAt: occurredAt }));
  if (!inserted) {
    // Lost a race with a concurrent registration: answer as if it had come first.
    const existing = await replayed(id);
    if (existing) return existing;
    const raced = await repo.findDuplicate(deps.db, companyId, phoneNumber, body.nationalId);
    throw raced ? duplicateError(raced, phoneNumber, body.nationalId) : conflict('This farmer is already registered', 'DUPLICATE_FARMER');
  }
  const farmer = await repo.findFarmerById(deps.db, id);
  if (!farmer) throw conflict('This farmer is already registered', 'DUPLICATE_FARMER');
  await awardRegistration(deps, user, farmer);
  return farmer;
}

/**
 * The sync batch's bulk path (bar P4): registers with a few statements every body that is plainly new (an id,
 * phone number and national ID found neither in the company nor earlier in the run) and answers null for the
 * rest, which registerFarmer then takes one by one. The run gets server times a millisecond apart ending now,
 * so the register keeps the order in which they were queued; each keeps the time of its own act.
 */
export async function registerFarmersInBulk(deps: AppDeps, user: AuthUser, writes: BulkWrite<typeof createFarmer>[]): Promise<(FarmerDto | null)[]> {
  const bodies = writes.map((w) => w.body);
  const companyId = user.companyId;
  if (!companyId || bodies.length === 0) return bodies.map(() => null);
  const phones = bodies.map((b) => normalisePhone(b.phoneNumber));
  const ids = bodies.flatMap((b) => (b.id ? [b.id] : []));
  const nationalIds = bodies.flatMap((b) => (b.nationalId === undefined ? [] : [b.nationalId]));
  const taken = await repo.takenAmong(deps.db, companyId, ids, phones.filter((p): p is string => p !== null), nationalIds);
  const plain = bodies.map((typed, i) => {
    const phone = phones[i];
    const county = canonicalCounty(typed.county);
    const body = { ...typed, county: county ?? typed.county };
    // A county outside the list goes the one-by-one way too, which refuses it with its 400.
    const clashes = !phone || !county || (body.id && taken.ids.has(body.id)) || taken.phones.has(phone) || (body.nationalId !== undefined && taken.nationalIds.has(body.nationalId));
    // Every body's values are taken from here on, plain or not, so no later body can clash with it.
    if (body.id) taken.ids.add(body.id);
    if (phone) taken.phones.add(phone);
    if (body.nationalId !== undefined) taken.nationalIds.add(body.nationalId);
    return clashes ? null : { body, phone: phone as string, id: body.id ?? randomUUID(), recordedAt: writes[i].occurredAt };
  });
  const fresh = plain.filter((p) => p !== null);
  if (fresh.length === 0) return bodies.map(() => null);
  const end = deps.clock.now().getTime();
  const rows = fresh.map((p, i) => newFarmer(user, companyId, p.id, p.body, p.phone, { createdAt: new Date(end - (fresh.length - 1 - i)), recordedAt: p.recordedAt }));
  const awards = rows.flatMap((f, i) => registrationAward(user, { ...f, id: fresh[i].id }, new Date(end)) ?? []);
  const stored = new Map((await repo.insertNewFarmers(deps.db, rows, awards)).map((f) => [f.id, f]));
  return plain.map((p) => (p ? (stored.get(p.id) ?? null) : null));
}

/** For other modules (sales, loans): does this farmer exist in this company? */
export const farmerExistsInCompany = (deps: AppDeps, farmerId: string, companyId: string): Promise<boolean> =>
  repo.farmerExistsInCompany(deps.db, farmerId, companyId);

/** For other modules' bulk writes: which of these farmers belong to this company. */
export const farmersInCompany = (deps: AppDeps, farmerIds: string[], companyId: string): Promise<Set<string>> =>
  repo.farmersInCompany(deps.db, farmerIds, companyId);
