import { type SQL, and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SaleDto } from '@shared/contracts/sales';
import type { Db } from '@server/db/client';
import { farmers, sales, users } from '@server/db/schema';

export interface SaleFilter {
  /** undefined: every company (admin). */
  companyId?: string;
  search?: string;
  farmerId?: string;
}

export type NewSale = typeof sales.$inferInsert;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: SaleFilter): SQL | undefined {
  const pattern = filter.search ? `%${likeEscape(filter.search)}%` : undefined;
  return and(
    filter.companyId ? eq(sales.companyId, filter.companyId) : undefined,
    filter.farmerId ? eq(sales.farmerId, filter.farmerId) : undefined,
    pattern ? sql`(${sales.product} ilike ${pattern} or ${farmers.name} ilike ${pattern})` : undefined,
  );
}

const saleColumns = {
  id: sales.id,
  companyId: sales.companyId,
  farmerId: sales.farmerId,
  farmerName: farmers.name,
  farmerCounty: farmers.county,
  agentId: sales.agentId,
  agentName: users.name,
  product: sales.product,
  quantity: sales.quantity,
  unit: sales.unit,
  amountKes: sales.amountKes,
  saleDate: sales.saleDate,
  createdAt: sales.createdAt,
  recordedAt: sales.recordedAt,
};

const selectSales = (db: Db) =>
  db.select(saleColumns).from(sales).leftJoin(farmers, eq(farmers.id, sales.farmerId)).leftJoin(users, eq(users.id, sales.agentId));

type SaleRow = Awaited<ReturnType<typeof selectSales>>[number];

function toDto(row: SaleRow): SaleDto {
  const { farmerName, farmerCounty, agentName, saleDate, createdAt, recordedAt, ...rest } = row;
  return {
    ...rest,
    quantity: Number(rest.quantity),
    amountKes: Number(rest.amountKes),
    farmer: farmerName === null ? null : { name: farmerName, county: farmerCounty ?? '' },
    agent: agentName === null ? null : { name: agentName },
    saleDate: saleDate.toISOString(),
    createdAt: createdAt.toISOString(),
    recordedAt: recordedAt.toISOString(),
  };
}

/** Newest sale first, on the (company_id, sale_date desc, id desc) index. */
export async function listSales(db: Db, filter: SaleFilter, offset: number, limit: number): Promise<SaleDto[]> {
  const rows = await selectSales(db).where(whereOf(filter)).orderBy(desc(sales.saleDate), desc(sales.id)).offset(offset).limit(limit);
  return rows.map(toDto);
}

export async function countSales(db: Db, filter: SaleFilter): Promise<number> {
  const query = db.select({ n: sql<number>`count(*)::int` }).from(sales);
  const [row] = filter.search ? await query.leftJoin(farmers, eq(farmers.id, sales.farmerId)).where(whereOf(filter)) : await query.where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findSaleById(db: Db, id: string): Promise<SaleDto | null> {
  const [row] = await selectSales(db).where(eq(sales.id, id)).limit(1);
  return row ? toDto(row) : null;
}

/** false when the id exists already (a replay or a concurrent copy of the same queued sale). */
export async function insertSale(db: Db, sale: NewSale): Promise<boolean> {
  const inserted = await db.insert(sales).values(sale).onConflictDoNothing({ target: sales.id }).returning({ id: sales.id });
  return inserted.length > 0;
}

/** Which of these sale ids exist already (in any company). */
export async function existingSaleIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: sales.id }).from(sales).where(inArray(sales.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findSalesByIds(db: Db, ids: string[]): Promise<SaleDto[]> {
  if (ids.length === 0) return [];
  const rows = await selectSales(db).where(inArray(sales.id, ids));
  return rows.map(toDto);
}

/** Inserts sales known to be new: an existing id raises the unique violation, rolling back the caller's transaction. */
export async function insertNewSales(db: Db, rows: NewSale[]): Promise<void> {
  if (rows.length) await db.insert(sales).values(rows);
}

/** How many sales match and what they came to (KES), e.g. one farmer's on the farmer's page. */
export async function saleTotals(db: Db, filter: SaleFilter): Promise<{ count: number; amountKes: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, amountKes: sql<string>`coalesce(sum(${sales.amountKes}), 0)::text` })
    .from(sales)
    .where(whereOf({ ...filter, search: undefined }));
  return { count: Number(row?.count ?? 0), amountKes: Number(row?.amountKes ?? 0) };
}
