import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { farmers } from './farmers';

/** Sales of seed companies' agents to registered farmers, in KES. The id is the outbox entry id when queued offline. */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id),
    product: text('product').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    amountKes: numeric('amount_kes', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    /** When the sale happened (the agent's date); weeks and seasons are counted on it. */
    saleDate: timestamp('sale_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user acted (the write's occurredAt, else the server time): business dates follow it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  // The aggregates of the dashboard read these indexes only (amount included): bar P5 at 200,000 sales.
  (t) => [
    index('sales_company_date_idx').on(t.companyId, t.saleDate.desc(), t.id.desc()),
    index('sales_agent_date_idx').on(t.agentId, t.saleDate),
    index('sales_date_idx').on(t.saleDate),
  ],
);

export const LOAN_STATUSES = ['pending', 'approved', 'disbursed', 'repaid', 'rejected'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** Input credit in Kgs of seed; `amountPaid` grows with repayments, the balance is amount - amountPaid. */
export const loans = pgTable(
  'loans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id),
    appliedById: uuid('applied_by_id').references(() => users.id, { onDelete: 'set null' }),
    seed: text('seed').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    status: text('status').$type<LoanStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user acted (the write's occurredAt, else the server time): business dates follow it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Set once when disbursed: the lenders' dashboard counts Kgs disbursed per week on it. */
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loans_paid_within_amount', sql`${t.amountPaid} >= 0 and ${t.amountPaid} <= ${t.amount}`),
    index('loans_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('loans_farmer_idx').on(t.farmerId, t.createdAt.desc()),
    index('loans_company_disbursed_idx').on(t.companyId, t.disbursedAt),
    index('loans_applied_by_disbursed_idx').on(t.appliedById, t.disbursedAt),
  ],
);

/** One row per recorded repayment; its id (the Idempotency-Key or the client's id) makes a replay harmless. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: uuid('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    recordedById: uuid('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user acted (the write's occurredAt, else the server time): business dates follow it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('loan_repayments_loan_idx').on(t.loanId, t.createdAt)],
);

/**
 * Season targets: per agent, or the company default (agent_id null). `salesTarget` is KES for seed companies
 * and Kgs for lenders (the company's kind decides).
 */
export const targets = pgTable(
  'targets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'cascade' }),
    season: text('season').notNull(),
    salesTarget: numeric('sales_target', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    farmersTarget: integer('farmers_target').notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('targets_agent_season_key').on(t.companyId, t.agentId, t.season).where(sql`${t.agentId} is not null`),
    uniqueIndex('targets_default_season_key').on(t.companyId, t.season).where(sql`${t.agentId} is null`),
  ],
);

/**
 * Daily totals per company and agent (local day in the company's time zone), kept by the `sales_roll_up`
 * trigger (0007_sales_loans.sql) on every insert path: the dashboard sums a few hundred rows instead of every
 * sale (bar P5). Sales are never updated or deleted.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    agentId: uuid('agent_id'),
    day: date('day').notNull(),
    amountKes: numeric('amount_kes', { precision: 16, scale: 2, mode: 'number' }).notNull(),
    sales: integer('sales').notNull(),
  },
  (t) => [unique('sales_daily_key').on(t.companyId, t.agentId, t.day).nullsNotDistinct(), index('sales_daily_agent_day_idx').on(t.agentId, t.day)],
);

/** Daily farmer registrations per company and registrant, kept by the `farmers_roll_up` trigger. */
export const farmerDaily = pgTable(
  'farmer_daily',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    registeredById: uuid('registered_by_id'),
    day: date('day').notNull(),
    farmers: integer('farmers').notNull(),
  },
  (t) => [unique('farmer_daily_key').on(t.companyId, t.registeredById, t.day).nullsNotDistinct(), index('farmer_daily_registered_by_day_idx').on(t.registeredById, t.day)],
);
