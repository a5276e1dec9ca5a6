import { type AnyColumn, type Placeholder, type SQL, and, eq, sql } from 'drizzle-orm';
import type { FarmerDto } from '@shared/contracts/farmers';
import type { Db } from '@server/db/client';
import { sawAuthEpoch } from '@server/db/auth-epoch-witness';
import { preparedByShape } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { companies, farmerCounts, farmerFacets, farmerNameWords, farmers, users } from '@server/db/schema';
import { authEpochNow } from '@server/plugins/auth.repo';

export interface FarmerFilter {
  /** undefined: every company (admin without a company filter). */
  companyId?: string;
  name?: string;
  /** The search box read as a phone number (E.164) or a national ID (shared/farmer-search.ts). */
  phone?: string;
  nationalId?: number;
  county?: string;
  gender?: string;
  cropType?: string;
  registeredById?: string;
}

/** How a filter's values enter its SQL: as themselves, or as placeholders of a statement built once per shape. */
type Bind = (name: string, value: unknown) => unknown;
const asValue: Bind = (_name, value) => value;
const asPlaceholder: Bind = (name) => sql.placeholder(name);

/** `_` and `%` typed by a user are literal characters in a LIKE pattern. */
const likeEscape = (text: string) => text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words of a name filter, as LIKE patterns matching the start of a word; at most five. */
const namePatterns = (name: string | undefined) =>
  (name ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5).map((word) => `${likeEscape(word)}%`);

/**
 * The name filter matches the start of any word of the name, case-insensitively ('wanj' finds 'Jane
 * Wanjiku'; 'jane wanj' needs both). Each typed word is an index range scan on farmer_name_words (pg_trgm is
 * not available on PGlite), within the company when the caller has one.
 */
function nameCondition(filter: FarmerFilter, bind: Bind): SQL | undefined {
  const matches = namePatterns(filter.name).map((pattern, i) => {
    const sameCompany = filter.companyId ? sql`${farmerNameWords.companyId} = ${bind('companyId', filter.companyId)} and ` : sql``;
    return sql`${farmers.id} in (select ${farmerNameWords.farmerId} from ${farmerNameWords} where ${sameCompany}${farmerNameWords.word} like ${bind(`word${i}`, pattern)})`;
  });
  return and(...matches);
}

/** `column` equals the filter's value of `name`, when the filter has one. */
const matching = (filter: FarmerFilter, bind: Bind) => (column: AnyColumn, name: keyof FarmerFilter) =>
  filter[name] ? eq(column, bind(name, filter[name]) as string | Placeholder) : undefined;

function whereOf(filter: FarmerFilter, bind: Bind): SQL | undefined {
  const on = matching(filter, bind);
  return and(
    on(farmers.companyId, 'companyId'),
    on(farmers.county, 'county'),
    on(farmers.gender, 'gender'),
    on(farmers.cropType, 'cropType'),
    on(farmers.registeredById, 'registeredById'),
    on(farmers.phoneNumber, 'phone'),
    filter.nationalId === undefined ? undefined : eq(farmers.nationalId, bind('nationalId', filter.nationalId) as number | Placeholder),
    filter.name ? nameCondition(filter, bind) : undefined,
  );
}

/** Filters on company, county, gender and crop only: the usual list, counted by the roll-up. */
const rolledUp = ({ filter }: { filter: FarmerFilter }) => !filter.name && !filter.registeredById && !filter.phone && filter.nationalId === undefined;

/**
 * The total of a filtered list. Filters on company, county, gender and crop only (the usual list) read the
 * farmer_counts roll-up (a few dozen rows, kept exact by triggers) instead of counting up to every farmer of
 * the company on each page (P5); a name or agent filter counts the farmers through their own indexes.
 */
function countOf(filter: FarmerFilter, bind: Bind): SQL {
  if (!rolledUp({ filter })) {
    const where = whereOf(filter, bind);
    return sql`select count(*)::int from ${farmers}${where ? sql` where ${where}` : sql``}`;
  }
  const on = matching(filter, bind);
  const where = and(on(farmerCounts.companyId, 'companyId'), on(farmerCounts.county, 'county'), on(farmerCounts.gender, 'gender'), on(farmerCounts.cropType, 'cropType'));
  return sql`select coalesce(sum(${farmerCounts.farmers}), 0)::int from ${farmerCounts}${where ? sql` where ${where}` : sql``}`;
}

/** A list page's query: its filter, and the company whose filter lists the caller sees (undefined: every one). */
export interface ListRequest {
  filter: FarmerFilter;
  visible: string | undefined;
}

export interface ListPage {
  farmers: FarmerDto[];
  totalItems: number;
  counties: string[];
  genders: string[];
  cropTypes: string[];
  companies: { id: string; name: string }[];
}

/** Which filters a request has (not their values): one statement text per shape. */
const shapeOf = ({ filter, visible }: ListRequest) =>
  [filter.companyId, filter.county, filter.gender, filter.cropType, filter.registeredById, visible, filter.phone, filter.nationalId !== undefined]
    .map((v) => (v ? 1 : 0))
    .join('') + namePatterns(filter.name).length;

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * A list page in one statement (P5, ADR 0033): the page's farmers as the DTO (built by PostgreSQL as JSON, newest
 * first), the total of the filter, and the filter lists of what the caller may see (values counted above zero
 * in the farmer_facets roll-up, and the companies in `visible`). One round trip instead of two, the rows not
 * mapped by the server, and the text built once per shape: each cost more than the indexed reads themselves.
 * The usual shapes (`rolledUp`) are planned once per connection (ADR 0034): left to itself PostgreSQL planned the
 * page on every call (LIMIT and OFFSET as parameters make the generic plan look dearer), ~0.3 ms of its ~0.5.
 * Their equality filters on indexed columns plan the same with any values; a name (LIKE patterns) or agent
 * filter does not, and keeps a plan per call. The auth epoch of the page's snapshot comes with it: a request on a
 * cached session checks the session against it instead of reading it in a statement of its own (ADR 0038).
 */
const listPageStatement = preparedByShape(shapeOf, ({ filter, visible }: ListRequest) => {
  const where = whereOf(filter, asPlaceholder);
  const visibleOnly = (column: AnyColumn) => (visible ? sql` and ${eq(column, sql.placeholder('visible'))}` : sql``);
  const facetsOf = (facet: string) =>
    sql`(select coalesce(json_agg(distinct ${farmerFacets.value} order by ${farmerFacets.value}), '[]'::json) from ${farmerFacets}
      where ${farmerFacets.facet} = ${sql.raw(`'${facet}'`)} and ${farmerFacets.farmers} > 0${visibleOnly(farmerFacets.companyId)})`;
  // The page's rows first, the JSON after: built in the CTE, it would be built for every row OFFSET skips. The
  // company and agent names are subqueries on the page's rows, not joins: the name and agent shapes are planned
  // on every call, and joins cost ~0.1 ms more to plan.
  return sql`with page as (
    select * from ${farmers}
    ${where ? sql`where ${where}` : sql``}
    order by ${farmers.createdAt} desc, ${farmers.id} desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}),
  dto as (
    select created_at, id, json_build_object(
      'id', id, 'name', name, 'phoneNumber', phone_number, 'nationalId', national_id, 'age', age, 'gender', gender,
      'county', county, 'subCounty', sub_county, 'ward', ward, 'village', village, 'cropType', crop_type, 'farmSize', farm_size,
      'location', case when latitude is null or longitude is null or location_accuracy_m is null then null
        else json_build_object('latitude', latitude, 'longitude', longitude, 'accuracyMeters', location_accuracy_m) end,
      'companyId', company_id, 'company', json_build_object('name', (select ${companies.name} from ${companies} where ${companies.id} = company_id)),
      'registeredById', registered_by_id, 'registeredBy', (select json_build_object('name', ${users.name}) from ${users} where ${users.id} = registered_by_id),
      'createdAt', to_char(created_at at time zone 'UTC', ${ISO}), 'recordedAt', to_char(recorded_at at time zone 'UTC', ${ISO})
    ) as farmer
    from page)
  select (select coalesce(json_agg(farmer order by created_at desc, id desc), '[]'::json) from dto) as "farmers",
    (${countOf(filter, asPlaceholder)}) as "totalItems",
    ${facetsOf('county')} as "counties", ${facetsOf('gender')} as "genders", ${facetsOf('cropType')} as "cropTypes",
    (select coalesce(json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.name}) order by ${companies.name}), '[]'::json)
      from ${companies}${visible ? sql` where ${eq(companies.id, sql.placeholder('visible'))}` : sql``}) as "companies",
    ${authEpochNow} as "authEpoch"`;
}, { generic: rolledUp });

export async function listPage(db: Db, request: ListRequest, offset: number, limit: number): Promise<ListPage> {
  const { filter, visible } = request;
  const words = Object.fromEntries(namePatterns(filter.name).map((pattern, i) => [`word${i}`, pattern]));
  const result = await listPageStatement(db, request, { ...filter, ...words, visible, offset, limit });
  const [{ authEpoch, ...row }] = rowsOf<ListPage & { authEpoch: string }>(result);
  sawAuthEpoch(authEpoch);
  return { ...row, totalItems: Number(row.totalItems) };
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
  const where = and(whereOf(filter, asValue), cursor);
  const result = await db.execute(sql`
    select ${farmers.id} as id, ${farmers.createdAt}::text as cursor_at, ${farmers.name} as name,
      ${farmers.phoneNumber} as phone_number, ${farmers.nationalId}::text as national_id, ${farmers.age} as age,
      ${farmers.gender} as gender, ${farmers.county} as county, ${farmers.subCounty} as sub_county,
      ${farmers.ward} as ward, ${farmers.village} as village, ${farmers.cropType} as crop_type,
      ${farmers.farmSize} as farm_size, ${farmers.latitude} as latitude, ${farmers.longitude} as longitude,
      ${farmers.locationAccuracyM} as location_accuracy_m, ${companies.name} as company_name, ${users.name} as registered_by_name,
      to_char(${farmers.recordedAt} at time zone 'UTC', ${ISO}) as recorded_iso
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
