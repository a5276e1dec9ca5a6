import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/** Whose figures: one agent, one company, or every company (admin). */
export interface Scope {
  companyId?: string;
  agentId?: string;
  timeZone: string;
}

/** Local-day bounds as instants, computed by the database in the scope's time zone. */
const localStart = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}::text`;

function salesWhere(scope: Scope): SQL {
  return sql.join(
    [
      sql`c.kind = 'seed'`,
      scope.companyId ? sql`s.company_id = ${scope.companyId}` : undefined,
      scope.agentId ? sql`s.agent_id = ${scope.agentId}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

function loansWhere(scope: Scope): SQL {
  return sql.join(
    [
      sql`c.kind = 'lender'`,
      sql`l.disbursed_at is not null`,
      scope.companyId ? sql`l.company_id = ${scope.companyId}` : undefined,
      scope.agentId ? sql`l.applied_by_id = ${scope.agentId}` : undefined,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
}

function farmersWhere(scope: Scope): SQL {
  const conditions = [scope.companyId ? sql`f.company_id = ${scope.companyId}` : undefined, scope.agentId ? sql`f.registered_by_id = ${scope.agentId}` : undefined];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

const since = (column: SQL, from: string | undefined, timeZone: string) => (from ? sql` and ${column} >= ${localStart(from, timeZone)}` : sql``);
const before = (column: SQL, until: string | undefined, timeZone: string) => (until ? sql` and ${column} < ${localStart(until, timeZone)}` : sql``);

async function single(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<{ v: string | number | null }>(await db.execute(query));
  return Number(row?.v ?? 0);
}

/** Total KES of seed companies' sales in scope, optionally within [from, until) local dates. */
export function salesTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(
    db,
    sql`select coalesce(sum(s.amount_kes), 0) as v from sales s join companies c on c.id = s.company_id
        where ${salesWhere(scope)}${since(sql`s.sale_date`, from, scope.timeZone)}${before(sql`s.sale_date`, until, scope.timeZone)}`,
  );
}

/** Total Kgs disbursed by lenders in scope, optionally within [from, until) local dates. */
export function disbursedTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(
    db,
    sql`select coalesce(sum(l.amount), 0) as v from loans l join companies c on c.id = l.company_id
        where ${loansWhere(scope)}${since(sql`l.disbursed_at`, from, scope.timeZone)}${before(sql`l.disbursed_at`, until, scope.timeZone)}`,
  );
}

export function farmersTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(
    db,
    sql`select count(*)::int as v from farmers f
        where ${farmersWhere(scope)}${since(sql`f.created_at`, from, scope.timeZone)}${before(sql`f.created_at`, until, scope.timeZone)}`,
  );
}

export function agentsTotal(db: Db, scope: Scope): Promise<number> {
  const company = scope.companyId ? sql` and company_id = ${scope.companyId}` : sql``;
  return single(db, sql`select count(*)::int as v from users where role in ('engaged_agent', 'potential_agent')${company}`);
}

export function pointsTotal(db: Db, scope: Scope): Promise<number> {
  const where = scope.agentId ? sql`user_id = ${scope.agentId}` : scope.companyId ? sql`company_id = ${scope.companyId}` : sql`true`;
  return single(db, sql`select coalesce(sum(points), 0)::int as v from point_events where ${where}`);
}

/** Sums per ISO week (Monday, local date as YYYY-MM-DD) of `value` over rows at `column` since `from`. */
async function weekly(db: Db, timeZone: string, from: string, column: SQL, value: SQL, source: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<{ week: string; v: string | number }>(
    await db.execute(
      sql`select to_char(date_trunc('week', ${column} at time zone ${timeZone}::text), 'YYYY-MM-DD') as week, ${value} as v
          from ${source} and ${column} >= ${localStart(from, timeZone)} group by 1`,
    ),
  );
  return new Map(rows.map((r) => [r.week, Number(r.v)]));
}

export function weeklySales(db: Db, scope: Scope, from: string) {
  return weekly(db, scope.timeZone, from, sql`s.sale_date`, sql`sum(s.amount_kes)`, sql`sales s join companies c on c.id = s.company_id where ${salesWhere(scope)}`);
}

export function weeklyDisbursed(db: Db, scope: Scope, from: string) {
  return weekly(db, scope.timeZone, from, sql`l.disbursed_at`, sql`sum(l.amount)`, sql`loans l join companies c on c.id = l.company_id where ${loansWhere(scope)}`);
}

export function weeklyFarmers(db: Db, scope: Scope, from: string) {
  return weekly(db, scope.timeZone, from, sql`f.created_at`, sql`count(*)`, sql`farmers f where ${farmersWhere(scope)}`);
}
