import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOAN_STATUSES_WITH_BALANCE, loanBalance } from '@shared/loan-balance';
import type { LoanDto } from '@shared/contracts/loans';
import type { Db } from '@server/db/client';
import { farmers, loanRepayments, loans, type LoanStatus, users } from '@server/db/schema';

export interface LoanFilter {
  /** undefined: every company (admin). */
  companyId?: string;
  farmerId?: string;
}

export type NewLoan = typeof loans.$inferInsert;

const loanColumns = {
  id: loans.id,
  companyId: loans.companyId,
  farmerId: loans.farmerId,
  farmerName: farmers.name,
  farmerCounty: farmers.county,
  farmerCrop: farmers.cropType,
  appliedByName: users.name,
  seed: loans.seed,
  amount: loans.amount,
  amountPaid: loans.amountPaid,
  status: loans.status,
  createdAt: loans.createdAt,
  recordedAt: loans.recordedAt,
};

const selectLoans = (db: Db) =>
  db.select(loanColumns).from(loans).leftJoin(farmers, eq(farmers.id, loans.farmerId)).leftJoin(users, eq(users.id, loans.appliedById));

type LoanRow = Awaited<ReturnType<typeof selectLoans>>[number];

function toDto(row: LoanRow): LoanDto {
  const amount = Number(row.amount);
  const amountPaid = Number(row.amountPaid);
  return {
    id: row.id,
    companyId: row.companyId,
    farmerId: row.farmerId,
    farmer: row.farmerName === null ? null : { name: row.farmerName, county: row.farmerCounty ?? '', cropType: row.farmerCrop },
    appliedBy: row.appliedByName === null ? null : { name: row.appliedByName },
    seed: row.seed,
    amount,
    amountPaid,
    balance: loanBalance(row.status, amount, amountPaid),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
  };
}

const whereOf = (filter: LoanFilter) =>
  and(filter.companyId ? eq(loans.companyId, filter.companyId) : undefined, filter.farmerId ? eq(loans.farmerId, filter.farmerId) : undefined);

export async function listLoans(db: Db, filter: LoanFilter, offset: number, limit: number): Promise<LoanDto[]> {
  const rows = await selectLoans(db).where(whereOf(filter)).orderBy(desc(loans.createdAt), desc(loans.id)).offset(offset).limit(limit);
  return rows.map(toDto);
}

export async function countLoans(db: Db, filter: LoanFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(loans).where(whereOf(filter));
  return row?.n ?? 0;
}

export async function findLoanById(db: Db, id: string): Promise<LoanDto | null> {
  const [row] = await selectLoans(db).where(eq(loans.id, id)).limit(1);
  return row ? toDto(row) : null;
}

export async function insertLoan(db: Db, loan: NewLoan): Promise<boolean> {
  const inserted = await db.insert(loans).values(loan).onConflictDoNothing({ target: loans.id }).returning({ id: loans.id });
  return inserted.length > 0;
}

/**
 * Moves a loan to `to` only from one of `from`, in one statement, so two admins acting at once cannot both
 * win. The decision or disbursement is dated by its act (`actedAt`: the lenders' weekly figures count it).
 * Returns false when the loan was not in an allowed state.
 */
export async function transition(db: Db, id: string, from: LoanStatus[], to: LoanStatus, at: { now: Date; actedAt: Date }): Promise<boolean> {
  const stamps = to === 'disbursed' ? { disbursedAt: at.actedAt } : { decidedAt: at.actedAt };
  const updated = await db
    .update(loans)
    .set({ status: to, updatedAt: at.now, ...stamps })
    .where(and(eq(loans.id, id), inArray(loans.status, from)))
    .returning({ id: loans.id });
  return updated.length > 0;
}

export async function repaymentExists(db: Db, id: string): Promise<{ loanId: string } | null> {
  const [row] = await db.select({ loanId: loanRepayments.loanId }).from(loanRepayments).where(eq(loanRepayments.id, id)).limit(1);
  return row ?? null;
}

/**
 * Adds a repayment to a disbursed loan when it fits in the balance, and marks the loan repaid when the balance
 * reaches 0: one conditional update, so concurrent repayments can never overpay. false: it did not fit.
 */
export async function applyRepayment(
  db: Db,
  input: { id: string; loanId: string; amount: number; recordedById: string; at: Date; recordedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(loans)
    .set({
      amountPaid: sql`${loans.amountPaid} + ${input.amount}`,
      status: sql`case when ${loans.amountPaid} + ${input.amount} >= ${loans.amount} then 'repaid' else ${loans.status} end`,
      updatedAt: input.at,
    })
    .where(and(eq(loans.id, input.loanId), eq(loans.status, 'disbursed'), sql`${loans.amount} - ${loans.amountPaid} >= ${input.amount}`))
    .returning({ id: loans.id });
  if (updated.length === 0) return false;
  await db
    .insert(loanRepayments)
    .values({ id: input.id, loanId: input.loanId, amount: input.amount, recordedById: input.recordedById, createdAt: input.at, recordedAt: input.recordedAt });
  return true;
}

/** The agent who registered the loan's farmer (FARMER_DEPOSIT goes to them), with the farmer's name. */
export async function farmerRegistrant(db: Db, farmerId: string): Promise<{ registeredById: string | null; name: string; companyId: string } | null> {
  const [row] = await db
    .select({ registeredById: farmers.registeredById, name: farmers.name, companyId: farmers.companyId })
    .from(farmers)
    .where(eq(farmers.id, farmerId))
    .limit(1);
  return row ?? null;
}

/**
 * How many loans match and their amounts (Kgs): applied for, repaid and outstanding, e.g. one farmer's. Only
 * disbursed (or repaid) loans are outstanding: a pending, approved or rejected loan adds nothing to the balance.
 */
export async function loanTotals(db: Db, filter: LoanFilter): Promise<{ count: number; amount: number; amountPaid: number; balance: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${loans.amount}), 0)::text`,
      amountPaid: sql<string>`coalesce(sum(${loans.amountPaid}), 0)::text`,
      balance: sql<string>`coalesce(sum(${loans.amount} - ${loans.amountPaid}) filter (where ${inArray(loans.status, LOAN_STATUSES_WITH_BALANCE as LoanStatus[])}), 0)::text`,
    })
    .from(loans)
    .where(whereOf(filter));
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0), amountPaid: Number(row?.amountPaid ?? 0), balance: Number(row?.balance ?? 0) };
}
