import { type SQL, and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { FarmerDto } from '../../../shared/contracts/farmers';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { companies, farmerFacets, farmerNameWords, farmers, users } from '../../db/schema';

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

const farmerColumns = {
  id: farmers.id,
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
  companyId: farmers.companyId,
  companyName: companies.name,
  registeredById: farmers.registeredById,
  registeredByName: users.name,
  createdAt: farmers.createdAt,
};


type FarmerRow = Awaited<ReturnType<typeof selectFarmers>>[number];

function toDto(row: FarmerRow): FarmerDto {
  const { companyName, registeredByName, createdAt, nationalId, ...rest } = row;
  return {
    ...rest,
    nationalId: nationalId === null ? null : Number(nationalId),
    company: { name: companyName },
    registeredBy: registeredByName === null ? null : { name: registeredByName },
    createdAt: createdAt.toISOString(),
  };
}

function selectFarmers(db: Db) {
  return db
    .select(farmerColumns)
    .from(farmers)
    .innerJoin(companies, eq(companies.id, farmers.companyId))
    .leftJoin(users, eq(users.id, farmers.registeredById));
}

/** One page of farmers, newest first. */
export async function listFarmers(db: Db, filter: FarmerFilter, offset: number, limit: number): Promise<FarmerDto[]> {
  const rows = await selectFarmers(db)
    .where(whereOf(filter))
    .orderBy(desc(farmers.createdAt), desc(farmers.id))
    .limit(limit)
    .offset(offset);
  return rows.map(toDto);
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
  company_name: string;
  registered_by_name: string | null;
  /** created_at as toISOString() would print it, formatted by the database. */
  created_iso: string;
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
      ${farmers.farmSize} as farm_size, ${companies.name} as company_name, ${users.name} as registered_by_name,
      to_char(${farmers.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_iso
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

export async function countFarmers(db: Db, filter: FarmerFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(whereOf(filter));
  return Number(row?.n ?? 0);
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

export async function insertFarmers(db: Db, rows: NewFarmer[]): Promise<void> {
  if (rows.length) await db.insert(farmers).values(rows).onConflictDoNothing();
}

/** The filter lists of what the caller may see: county, gender and crop values of the companies in scope. */
export async function facetValues(db: Db, companyId: string | undefined): Promise<{ counties: string[]; genders: string[]; cropTypes: string[] }> {
  const rows = await db
    .selectDistinct({ facet: farmerFacets.facet, value: farmerFacets.value })
    .from(farmerFacets)
    .where(companyId ? eq(farmerFacets.companyId, companyId) : undefined)
    .orderBy(asc(farmerFacets.value));
  const of = (facet: string) => rows.filter((r) => r.facet === facet).map((r) => r.value);
  return { counties: of('county'), genders: of('gender'), cropTypes: of('cropType') };
}

export async function companiesFor(db: Db, companyId: string | undefined): Promise<{ id: string; name: string; slug: string }[]> {
  return db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(companyId ? eq(companies.id, companyId) : undefined)
    .orderBy(asc(companies.name));
}
