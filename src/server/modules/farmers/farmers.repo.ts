import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FarmerDto } from '@shared/contracts/farmers';
import type { Db } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { companies, farmers, users } from '@server/db/schema';
import { type PointsAward, awardsInsert, awardsJson } from '../points/points.service';

export type NewFarmer = typeof farmers.$inferInsert;

/** The columns a registration sets and a correction may change. */
export const farmerFieldColumns = {
  name: farmers.name,
  phoneNumber: farmers.phoneNumber,
  nationalId: farmers.nationalId,
  age: farmers.age,
  gender: farmers.gender,
  county: farmers.county,
  subCounty: farmers.subCounty,
  ward: farmers.ward,
  village: farmers.village,
  cropType: farmers.cropType,
  farmSize: farmers.farmSize,
  latitude: farmers.latitude,
  longitude: farmers.longitude,
  locationAccuracyM: farmers.locationAccuracyM,
};

const farmerColumns = {
  id: farmers.id,
  ...farmerFieldColumns,
  companyId: farmers.companyId,
  companyName: companies.name,
  registeredById: farmers.registeredById,
  registeredByName: users.name,
  createdAt: farmers.createdAt,
  recordedAt: farmers.recordedAt,
};

type FarmerRow = Awaited<ReturnType<typeof selectFarmers>>[number];

interface LocationColumns {
  latitude: number | null;
  longitude: number | null;
  locationAccuracyM: number | null;
}

/** The three location columns as the DTO's one `location` (null unless all three are stored, as the check ensures). */
function locationOf({ latitude, longitude, locationAccuracyM }: LocationColumns): FarmerDto['location'] {
  if (latitude === null || longitude === null || locationAccuracyM === null) return null;
  return { latitude: Number(latitude), longitude: Number(longitude), accuracyMeters: Number(locationAccuracyM) };
}

function toDto(row: FarmerRow): FarmerDto {
  const { companyName, registeredByName, createdAt, recordedAt, nationalId, latitude, longitude, locationAccuracyM, ...rest } = row;
  return {
    ...rest,
    location: locationOf({ latitude, longitude, locationAccuracyM }),
    nationalId: nationalId === null ? null : Number(nationalId),
    company: { name: companyName },
    registeredBy: registeredByName === null ? null : { name: registeredByName },
    createdAt: createdAt.toISOString(),
    recordedAt: recordedAt.toISOString(),
  };
}

function selectFarmers(db: Db) {
  return db
    .select(farmerColumns)
    .from(farmers)
    .innerJoin(companies, eq(companies.id, farmers.companyId))
    .leftJoin(users, eq(users.id, farmers.registeredById));
}

export async function findFarmerById(db: Db, id: string): Promise<FarmerDto | null> {
  const [row] = await selectFarmers(db).where(eq(farmers.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/** For other modules (sales, loans): does this farmer exist in this company? */
export async function farmerExistsInCompany(db: Db, farmerId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(and(eq(farmers.id, farmerId), eq(farmers.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

/** The farmer of a company holding this phone number or national id, if any (duplicate check). */
export async function findDuplicate(
  db: Db,
  companyId: string,
  phoneNumber: string,
  nationalId: number | undefined,
): Promise<{ id: string; phoneNumber: string; nationalId: number | null } | null> {
  const match = nationalId === undefined ? eq(farmers.phoneNumber, phoneNumber) : or(eq(farmers.phoneNumber, phoneNumber), eq(farmers.nationalId, nationalId));
  const [row] = await db
    .select({ id: farmers.id, phoneNumber: farmers.phoneNumber, nationalId: farmers.nationalId })
    .from(farmers)
    .where(and(eq(farmers.companyId, companyId), match))
    .limit(1);
  return row ? { ...row, nationalId: row.nationalId === null ? null : Number(row.nationalId) } : null;
}

/**
 * Inserts unless the id, phone number or national id is already taken (ON CONFLICT DO NOTHING keeps a
 * surrounding transaction usable, unlike a unique violation). Returns whether a row was inserted. The
 * filter lists and name words follow by trigger.
 */
export async function insertFarmer(db: Db, farmer: NewFarmer): Promise<boolean> {
  const inserted = await db.insert(farmers).values(farmer).onConflictDoNothing().returning({ id: farmers.id });
  return inserted.length > 0;
}

export async function companiesFor(db: Db, companyId: string | undefined): Promise<{ id: string; name: string; slug: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(companyId ? eq(companies.id, companyId) : undefined)
    .orderBy(asc(companies.name));
}

/**
 * The sync batch's look-up of what is taken, one statement text prepared once with each list as one JSON
 * parameter: the ids registered in any company, the phone numbers and national IDs in the company (one round
 * trip where two cost the server more than the look-ups cost PostgreSQL, ADR 0071).
 */
const takenAmongStatement = preparedStatement(sql`
  select array(select f.id::text from ${farmers} f join jsonb_array_elements_text(${sql.placeholder('ids')}::jsonb) as i(value) on f.id = i.value::uuid) as ids,
    array(select f.phone_number from ${farmers} f join jsonb_array_elements_text(${sql.placeholder('phones')}::jsonb) as p(value) on f.phone_number = p.value
      where f.company_id = ${sql.placeholder('company')}) as phones,
    array(select f.national_id::text from ${farmers} f join jsonb_array_elements_text(${sql.placeholder('nationalIds')}::jsonb) as n(value) on f.national_id = n.value::bigint
      where f.company_id = ${sql.placeholder('company')}) as national_ids`);

/** Which of these ids (in any company), phone numbers and national IDs (in the company) are already registered. */
export async function takenAmong(
  db: Db,
  companyId: string,
  ids: string[],
  phoneNumbers: string[],
  nationalIds: number[],
): Promise<{ ids: Set<string>; phones: Set<string>; nationalIds: Set<number> }> {
  const values = { ids: JSON.stringify(ids), phones: JSON.stringify(phoneNumbers), nationalIds: JSON.stringify(nationalIds), company: companyId };
  const [row] = rowsOf<{ ids: string[]; phones: string[]; national_ids: string[] }>(await takenAmongStatement(db, values));
  return { ids: new Set(row.ids), phones: new Set(row.phones), nationalIds: new Set(row.national_ids.map(Number)) };
}

const takenInCompanyStatement = preparedStatement(sql`
    select f.phone_number, f.national_id from ${farmers} f
      join jsonb_array_elements_text(${sql.placeholder('phones')}::jsonb) as p(value) on f.phone_number = p.value
      where f.company_id = ${sql.placeholder('company')}
    union
    select f.phone_number, f.national_id from ${farmers} f
      join jsonb_array_elements_text(${sql.placeholder('nationalIds')}::jsonb) as n(value) on f.national_id = n.value::bigint
      where f.company_id = ${sql.placeholder('company')}`);

/**
 * The phone numbers and national IDs among these that the company has registered already. Each list travels as
 * one JSON parameter and is joined on the company's unique indexes: the same look-up by `IN` lists of 5,000
 * bound parameters each held PGlite's one connection for ~2 s a statement at load ~25 (ADR 0055).
 */
export async function takenInCompany(db: Db, companyId: string, phoneNumbers: string[], nationalIds: number[]): Promise<{ phones: Set<string>; nationalIds: Set<number> }> {
  const taken = await takenInCompanyStatement(db, { phones: JSON.stringify(phoneNumbers), nationalIds: JSON.stringify(nationalIds), company: companyId });
  const rows = rowsOf<{ phone_number: string; national_id: string | number | null }>(taken);
  return {
    phones: new Set(rows.map((r) => r.phone_number)),
    nationalIds: new Set(rows.flatMap((r) => (r.national_id === null ? [] : [Number(r.national_id)]))),
  };
}

/** Removes these farmers (an import that failed part-way takes back the slices it wrote, ADR 0055). */
export async function deleteFarmersByIds(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(farmers).where(inArray(farmers.id, ids));
}

/** The registration's columns, in the order of `recordsetColumns` below. */
const insertedColumns = sql.raw(
  'id, company_id, registered_by_id, name, phone_number, national_id, age, gender, county, sub_county, ward, village, crop_type, farm_size, latitude, longitude, location_accuracy_m, created_at, recorded_at',
);
const recordsetColumns = sql.raw(`id uuid, company_id uuid, registered_by_id uuid, name text, phone_number text, national_id bigint, age integer, gender text,
  county text, sub_county text, ward text, village text, crop_type text, farm_size text, latitude double precision,
  longitude double precision, location_accuracy_m double precision, created_at timestamptz, recorded_at timestamptz`);

/** The rows as one JSON parameter of jsonb_to_recordset (see insertFarmersSkippingTaken for why). */
function rowsJson(rows: NewFarmer[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      company_id: r.companyId,
      registered_by_id: r.registeredById,
      name: r.name,
      phone_number: r.phoneNumber,
      national_id: r.nationalId,
      age: r.age,
      gender: r.gender,
      county: r.county,
      sub_county: r.subCounty,
      ward: r.ward,
      village: r.village,
      crop_type: r.cropType,
      farm_size: r.farmSize,
      latitude: r.latitude,
      longitude: r.longitude,
      location_accuracy_m: r.locationAccuracyM,
      created_at: r.createdAt,
      recorded_at: r.recordedAt,
    })),
  );
}

/**
 * The sync batch's insert, one statement text prepared once (ADR 0066), that also awards the registrations'
 * points (the ledger's own insert, as a CTE) and answers the farmers as `selectFarmers` reads them: one round
 * trip where three cost the server more CPU than PostgreSQL spent on them (ADR 0071).
 */
const insertNewStatement = preparedStatement(sql`
  with inserted as (
    insert into ${farmers} (${insertedColumns}) select ${insertedColumns} from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(${recordsetColumns})
    returning *),
  awarded as (${awardsInsert('awards')})
  select f.id, f.name, f.phone_number as "phoneNumber", f.national_id as "nationalId", f.age, f.gender, f.county, f.sub_county as "subCounty",
      f.ward, f.village, f.crop_type as "cropType", f.farm_size as "farmSize", f.latitude, f.longitude, f.location_accuracy_m as "locationAccuracyM",
      f.company_id as "companyId", c.name as "companyName", f.registered_by_id as "registeredById", u.name as "registeredByName",
      f.created_at as "createdAt", f.recorded_at as "recordedAt"
    from inserted f join ${companies} c on c.id = f.company_id left join ${users} u on u.id = f.registered_by_id`);

/**
 * Inserts farmers known to be new, with their points awards, and answers them: a clash raises the unique
 * violation, rolling back the caller's transaction.
 */
export async function insertNewFarmers(db: Db, rows: NewFarmer[], awards: PointsAward[]): Promise<FarmerDto[]> {
  if (rows.length === 0) return [];
  const answered = rowsOf<FarmerRow & { createdAt: Date | string; recordedAt: Date | string }>(await insertNewStatement(db, { rows: rowsJson(rows), awards: awardsJson(awards) }));
  return answered.map((r) => toDto({ ...r, createdAt: new Date(r.createdAt), recordedAt: new Date(r.recordedAt) }));
}

/**
 * Inserts the rows whose id, phone number and national ID are all free (ON CONFLICT DO NOTHING); answers the ids
 * inserted. The rows travel as one JSON parameter read by jsonb_to_recordset: building and binding 19 parameters
 * a row took twice as long (10,000 rows in batches of 1,000, side by side at load ~20: 5.0–5.9 s against
 * 10.6–11.7 s on PostgreSQL, 10.7 against 16.3 s on PGlite) and grew the server by ~90 MB instead of ~14 MB.
 */
export async function insertFarmersSkippingTaken(db: Db, rows: NewFarmer[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.execute(sql`
    insert into ${farmers} (${insertedColumns})
    select ${insertedColumns} from jsonb_to_recordset(${rowsJson(rows)}::jsonb) as r(${recordsetColumns})
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: string }>(inserted).map((r) => r.id);
}

/** For other modules' bulk writes: which of these farmers belong to this company. */
export async function farmersInCompany(db: Db, farmerIds: string[], companyId: string): Promise<Set<string>> {
  if (farmerIds.length === 0) return new Set();
  const rows = await db
    .select({ id: farmers.id })
    .from(farmers)
    .where(and(inArray(farmers.id, farmerIds), eq(farmers.companyId, companyId)));
  return new Set(rows.map((r) => r.id));
}
