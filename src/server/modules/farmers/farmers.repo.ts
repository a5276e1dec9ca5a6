import { type SQL, and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FarmerDto } from '../../../shared/contracts/farmers';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { companies, farmerCounts, farmerFacets, farmerNameWords, farmers, users } from '../../db/schema';

export interface FarmerFilter {
  /** undefined: every company (admin without a company filter). */
  companyId?: string;
  name?: string;
  county?: string;
  gender?: string;
  cropType?: string;
  registeredById?: string;
}

export type NewFarmer = typeof farmers.$inferInsert;

/** `_` and `%` typed by a user are literal characters in a LIKE pattern. */
const likeEscape = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The name filter matches the start of any word of the name, case-insensitively ('wanj' finds 'Jane
 * Wanjiku'; 'jane wanj' needs both). Each typed word is an index range scan on farmer_name_words (pg_trgm is
 * not available on PGlite), within the company when the caller has one.
 */
function nameCondition(name: string, companyId: string | undefined): SQL | undefined {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const matches = words.map((word) => {
    const sameCompany = companyId ? sql`${farmerNameWords.companyId} = ${companyId} and ` : sql``;
    return sql`${farmers.id} in (select ${farmerNameWords.farmerId} from ${farmerNameWords} where ${sameCompany}${farmerNameWords.word} like ${`${likeEscape(word)}%`})`;
  });
  return and(...matches);
}

function whereOf(filter: FarmerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.companyId ? eq(farmers.companyId, filter.companyId) : undefined,
    filter.county ? eq(farmers.county, filter.county) : undefined,
    filter.gender ? eq(farmers.gender, filter.gender) : undefined,
    filter.cropType ? eq(farmers.cropType, filter.cropType) : undefined,
    filter.registeredById ? eq(farmers.registeredById, filter.registeredById) : undefined,
    filter.name ? nameCondition(filter.name, filter.companyId) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

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

/** A list row as the database answers it: already named and formatted as the DTO wants, nested names aside. */
interface FarmerListRow extends Omit<FarmerDto, 'nationalId' | 'company' | 'registeredBy' | 'location'>, LocationColumns {
  nationalId: string | null;
  companyName: string;
  registeredByName: string | null;
}

/**
 * One page of farmers, newest first. Plain SQL with the DTO's names and the ISO date formatted by the
 * database: building the query and mapping the rows cost more than the indexed read itself (P5). Prepared
 * (one statement per filter shape, values as parameters): its planning cost as much as its reading.
 */
export async function listFarmers(db: Db, filter: FarmerFilter, offset: number, limit: number): Promise<FarmerDto[]> {
  const where = whereOf(filter);
  const result = await executePrepared(db, sql`
    select ${farmers.id} as "id", ${farmers.name} as "name", ${farmers.phoneNumber} as "phoneNumber",
      ${farmers.nationalId}::text as "nationalId", ${farmers.age} as "age", ${farmers.gender} as "gender",
      ${farmers.county} as "county", ${farmers.subCounty} as "subCounty", ${farmers.ward} as "ward",
      ${farmers.village} as "village", ${farmers.cropType} as "cropType", ${farmers.farmSize} as "farmSize",
      ${farmers.latitude} as "latitude", ${farmers.longitude} as "longitude", ${farmers.locationAccuracyM} as "locationAccuracyM",
      ${farmers.companyId} as "companyId", ${companies.name} as "companyName",
      ${farmers.registeredById} as "registeredById", ${users.name} as "registeredByName",
      to_char(${farmers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      to_char(${farmers.recordedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "recordedAt"
    from ${farmers}
    inner join ${companies} on ${companies.id} = ${farmers.companyId}
    left join ${users} on ${users.id} = ${farmers.registeredById}
    ${where ? sql`where ${where}` : sql``}
    order by ${farmers.createdAt} desc, ${farmers.id} desc
    limit ${limit} offset ${offset}`);
  return rowsOf<FarmerListRow>(result).map(({ companyName, registeredByName, nationalId, latitude, longitude, locationAccuracyM, ...rest }) => ({
    ...rest,
    location: locationOf({ latitude, longitude, locationAccuracyM }),
    nationalId: nationalId === null ? null : Number(nationalId),
    company: { name: companyName },
    registeredBy: registeredByName === null ? null : { name: registeredByName },
  }));
}

/** Where an export batch ended: created_at as PostgreSQL text (microseconds kept, unlike a JS Date) and id. */
export interface FarmerCursor {
  createdAt: string;
  id: string;
}

/** A farmer as the CSV export needs it: plain values straight from the database, no DTO per row. */
export interface FarmerExportRow {
  id: string;
  cursor_at: string;
  name: string;
  phone_number: string;
  national_id: string | null;
  age: number | null;
  gender: string;
  county: string;
  sub_county: string | null;
  ward: string | null;
  village: string | null;
  crop_type: string | null;
  farm_size: string | null;
  latitude: number | null;
  longitude: number | null;
  location_accuracy_m: number | null;
  company_name: string;
  registered_by_name: string | null;
  /** recorded_at (the registration's act: 'Registered On') as toISOString() would print it, formatted by the database. */
  recorded_iso: string;
}

/**
 * The next export batch after a cursor (newest first): constant cost per batch at any depth, and raw rows
 * rather than mapped objects, since an export walks 100,000 farmers (bar P6).
 */
export async function exportBatchAfter(
  db: Db,
  filter: FarmerFilter,
  after: FarmerCursor | undefined,
  limit: number,
): Promise<{ rows: FarmerExportRow[]; cursor: FarmerCursor | undefined }> {
  const cursor = after ? sql`(${farmers.createdAt}, ${farmers.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
  const where = and(whereOf(filter), cursor);
  const result = await db.execute(sql`
    select ${farmers.id} as id, ${farmers.createdAt}::text as cursor_at, ${farmers.name} as name,
      ${farmers.phoneNumber} as phone_number, ${farmers.nationalId}::text as national_id, ${farmers.age} as age,
      ${farmers.gender} as gender, ${farmers.county} as county, ${farmers.subCounty} as sub_county,
      ${farmers.ward} as ward, ${farmers.village} as village, ${farmers.cropType} as crop_type,
      ${farmers.farmSize} as farm_size, ${farmers.latitude} as latitude, ${farmers.longitude} as longitude,
      ${farmers.locationAccuracyM} as location_accuracy_m, ${companies.name} as company_name, ${users.name} as registered_by_name,
      to_char(${farmers.recordedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as recorded_iso
    from ${farmers}
    inner join ${companies} on ${companies.id} = ${farmers.companyId}
    left join ${users} on ${users.id} = ${farmers.registeredById}
    ${where ? sql`where ${where}` : sql``}
    order by ${farmers.createdAt} desc, ${farmers.id} desc
    limit ${limit}`);
  const rows = rowsOf<FarmerExportRow>(result);
  const last = rows.at(-1);
  return { rows, cursor: last ? { createdAt: last.cursor_at, id: last.id } : after };
}

/**
 * The total of a filtered list. Filters on company, county, gender and crop only (the usual list) read the
 * farmer_counts roll-up (a few dozen rows, kept exact by triggers) instead of counting up to every farmer of
 * the company on each page (P5); a name or agent filter counts the farmers through their own indexes.
 */
function countOf(filter: FarmerFilter): SQL {
  if (filter.name || filter.registeredById) {
    const where = whereOf(filter);
    return sql`select count(*)::int from ${farmers}${where ? sql` where ${where}` : sql``}`;
  }
  const where = and(
    filter.companyId ? eq(farmerCounts.companyId, filter.companyId) : undefined,
    filter.county ? eq(farmerCounts.county, filter.county) : undefined,
    filter.gender ? eq(farmerCounts.gender, filter.gender) : undefined,
    filter.cropType ? eq(farmerCounts.cropType, filter.cropType) : undefined,
  );
  return sql`select coalesce(sum(${farmerCounts.farmers}), 0)::int from ${farmerCounts}${where ? sql` where ${where}` : sql``}`;
}

export interface ListSummary {
  totalItems: number;
  counties: string[];
  genders: string[];
  cropTypes: string[];
  companies: { id: string; name: string }[];
}

/**
 * Everything a list page shows besides its rows, in one statement: the total of the filter, and the filter
 * lists of what the caller may see (county, gender and crop values and the companies in `visible`). Each part
 * is a tiny indexed read, so one round trip instead of three is what saves time (P5); prepared, since
 * planning its six subqueries cost more than running them.
 */
export async function listSummary(db: Db, filter: FarmerFilter, visible: string | undefined): Promise<ListSummary> {
  const facetsOf = (facet: string) =>
    sql`(select coalesce(json_agg(distinct ${farmerFacets.value} order by ${farmerFacets.value}), '[]'::json) from ${farmerFacets} where ${farmerFacets.facet} = ${facet}${
      visible ? sql` and ${farmerFacets.companyId} = ${visible}` : sql``
    })`;
  const result = await executePrepared(db, sql`select
    (${countOf(filter)}) as "totalItems",
    ${facetsOf('county')} as "counties", ${facetsOf('gender')} as "genders", ${facetsOf('cropType')} as "cropTypes",
    (select coalesce(json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.name}) order by ${companies.name}), '[]'::json)
      from ${companies}${visible ? sql` where ${companies.id} = ${visible}` : sql``}) as "companies"`);
  const [row] = rowsOf<ListSummary>(result);
  return { ...row, totalItems: Number(row.totalItems) };
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

/** Which of these ids (in any company), phone numbers and national IDs (in the company) are already registered. */
export async function takenAmong(
  db: Db,
  companyId: string,
  ids: string[],
  phoneNumbers: string[],
  nationalIds: number[],
): Promise<{ ids: Set<string>; phones: Set<string>; nationalIds: Set<number> }> {
  const [byId, byValue] = await Promise.all([
    ids.length ? db.select({ id: farmers.id }).from(farmers).where(inArray(farmers.id, ids)) : [],
    db
      .select({ phoneNumber: farmers.phoneNumber, nationalId: farmers.nationalId })
      .from(farmers)
      .where(
        and(
          eq(farmers.companyId, companyId),
          nationalIds.length ? or(inArray(farmers.phoneNumber, phoneNumbers), inArray(farmers.nationalId, nationalIds)) : inArray(farmers.phoneNumber, phoneNumbers),
        ),
      ),
  ]);
  return {
    ids: new Set(byId.map((r) => r.id)),
    phones: new Set(byValue.map((r) => r.phoneNumber)),
    nationalIds: new Set(byValue.flatMap((r) => (r.nationalId === null ? [] : [Number(r.nationalId)]))),
  };
}

/** Inserts farmers known to be new: a clash raises the unique violation, rolling back the caller's transaction. */
export async function insertNewFarmers(db: Db, rows: NewFarmer[]): Promise<void> {
  if (rows.length) await db.insert(farmers).values(rows);
}

/**
 * Inserts the rows whose id, phone number and national ID are all free (ON CONFLICT DO NOTHING); answers the ids
 * inserted. The rows travel as one JSON parameter read by jsonb_to_recordset: building and binding 19 parameters
 * a row took twice as long (10,000 rows in batches of 1,000, side by side at load ~20: 5.0–5.9 s against
 * 10.6–11.7 s on PostgreSQL, 10.7 against 16.3 s on PGlite) and grew the server by ~90 MB instead of ~14 MB.
 */
export async function insertFarmersSkippingTaken(db: Db, rows: NewFarmer[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const json = JSON.stringify(
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
  const columns = sql.raw(
    'id, company_id, registered_by_id, name, phone_number, national_id, age, gender, county, sub_county, ward, village, crop_type, farm_size, latitude, longitude, location_accuracy_m, created_at, recorded_at',
  );
  const inserted = await db.execute(sql`
    insert into ${farmers} (${columns})
    select ${columns} from jsonb_to_recordset(${json}::jsonb) as r(
      id uuid, company_id uuid, registered_by_id uuid, name text, phone_number text, national_id bigint, age integer, gender text,
      county text, sub_county text, ward text, village text, crop_type text, farm_size text, latitude double precision,
      longitude double precision, location_accuracy_m double precision, created_at timestamptz, recorded_at timestamptz)
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: string }>(inserted).map((r) => r.id);
}

export async function findFarmersByIds(db: Db, ids: string[]): Promise<FarmerDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectFarmers(db).where(inArray(farmers.id, ids));
  return rows.map(toDto);
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
