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
      scope.companyId ? sql`d.company_id = ${scope.companyId}` : undefined,
      scope.agentId ? sql`d.agent_id = ${scope.agentId}` : undefined,
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
  const conditions = [scope.companyId ? sql`d.company_id = ${scope.companyId}` : undefined, scope.agentId ? sql`d.registered_by_id = ${scope.agentId}` : undefined];
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

const since = (column: SQL, from: string | undefined, timeZone: string) => (from ? sql` and ${column} >= ${localStart(from, timeZone)}` : sql``);
const before = (column: SQL, until: string | undefined, timeZone: string) => (until ? sql` and ${column} < ${localStart(until, timeZone)}` : sql``);
/** Local days of the daily roll-ups (already in each company's time zone). */
const dayRange = (from: string | undefined, until: string | undefined) =>
  sql`${from ? sql` and d.day >= ${from}::date` : sql``}${until ? sql` and d.day < ${until}::date` : sql``}`;

async function single(db: Db, query: SQL): Promise<number> {
  const [row] = rowsOf<{ v: string | number | null }>(await db.execute(query));
  return Number(row?.v ?? 0);
}

/** Total KES of seed companies' sales in scope, optionally within [from, until) local dates (daily roll-up). */
export function salesTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(db, sql`select coalesce(sum(d.amount_kes), 0) as v from sales_daily d join companies c on c.id = d.company_id where ${salesWhere(scope)}${dayRange(from, until)}`);
}

/** Total Kgs disbursed by lenders in scope, optionally within [from, until) local dates. */
export function disbursedTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(
    db,
    sql`select coalesce(sum(l.amount), 0) as v from loans l join companies c on c.id = l.company_id
        where ${loansWhere(scope)}${since(sql`l.disbursed_at`, from, scope.timeZone)}${before(sql`l.disbursed_at`, until, scope.timeZone)}`,
  );
}

/** Farmers registered in scope, optionally within [from, until) local dates (daily roll-up). */
export function farmersTotal(db: Db, scope: Scope, from?: string, until?: string): Promise<number> {
  return single(db, sql`select coalesce(sum(d.farmers), 0)::int as v from farmer_daily d where ${farmersWhere(scope)}${dayRange(from, until)}`);
}

export function agentsTotal(db: Db, scope: Scope): Promise<number> {
  const company = scope.companyId ? sql` and company_id = ${scope.companyId}` : sql``;
  return single(db, sql`select count(*)::int as v from users where role in ('engaged_agent', 'potential_agent')${company}`);
}

export function pointsTotal(db: Db, scope: Scope): Promise<number> {
  const where = scope.agentId ? sql`user_id = ${scope.agentId}` : scope.companyId ? sql`company_id = ${scope.companyId}` : sql`true`;
  return single(db, sql`select coalesce(sum(points), 0)::int as v from point_events where ${where}`);
}

/** Sums of `value` per ISO week (its Monday as YYYY-MM-DD) of the local day `day`, over `source` rows since `from`. */
async function weekly(db: Db, day: SQL, from: SQL, value: SQL, source: SQL): Promise<Map<string, number>> {
  const rows = rowsOf<{ week: string; v: string | number }>(
    await db.execute(sql`select to_char(date_trunc('week', (${day})::timestamp), 'YYYY-MM-DD') as week, ${value} as v from ${source} and ${from} group by 1`),
  );
  return new Map(rows.map((r) => [r.week, Number(r.v)]));
}

export function weeklySales(db: Db, scope: Scope, from: string) {
  return weekly(db, sql`d.day`, sql`d.day >= ${from}::date`, sql`sum(d.amount_kes)`, sql`sales_daily d join companies c on c.id = d.company_id where ${salesWhere(scope)}`);
}

export function weeklyDisbursed(db: Db, scope: Scope, from: string) {
  const tz = scope.timeZone;
  return weekly(db, sql`l.disbursed_at at time zone ${tz}::text`, sql`l.disbursed_at >= ${localStart(from, tz)}`, sql`sum(l.amount)`, sql`loans l join companies c on c.id = l.company_id where ${loansWhere(scope)}`);
}

export function weeklyFarmers(db: Db, scope: Scope, from: string) {
  return weekly(db, sql`d.day`, sql`d.day >= ${from}::date`, sql`sum(d.farmers)`, sql`farmer_daily d where ${farmersWhere(scope)}`);
}
