import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

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

/** Total KES of seed companies' sales in scope, optionally within [from, until) local dates (daily roll-up). */
const salesTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(d.amount_kes), 0) as v from sales_daily d join companies c on c.id = d.company_id where ${salesWhere(scope)}${dayRange(from, until)}`;

/** Total Kgs disbursed by lenders in scope, optionally within [from, until) local dates. */
const disbursedTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(l.amount), 0) as v from loans l join companies c on c.id = l.company_id
      where ${loansWhere(scope)}${since(sql`l.disbursed_at`, from, scope.timeZone)}${before(sql`l.disbursed_at`, until, scope.timeZone)}`;

/** Farmers registered in scope, optionally within [from, until) local dates (daily roll-up). */
const farmersTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(d.farmers), 0)::int as v from farmer_daily d where ${farmersWhere(scope)}${dayRange(from, until)}`;

const agentsTotalSql = (scope: Scope) => {
  const company = scope.companyId ? sql` and company_id = ${scope.companyId}` : sql``;
  return sql`select count(*)::int as v from users where role in ('engaged_agent', 'potential_agent')${company}`;
};

const pointsTotalSql = (scope: Scope) => {
  const where = scope.agentId ? sql`user_id = ${scope.agentId}` : scope.companyId ? sql`company_id = ${scope.companyId}` : sql`true`;
  return sql`select coalesce(sum(points), 0)::int as v from point_events where ${where}`;
};

/** Sums of `value` per ISO week (its Monday as YYYY-MM-DD) of the local day `day`, over `source` rows since `from`. */
const weeklySql = (day: SQL, from: SQL, value: SQL, source: SQL) =>
  sql`select to_char(date_trunc('week', (${day})::timestamp), 'YYYY-MM-DD') as week, ${value} as v from ${source} and ${from} group by 1`;

const weeklySalesSql = (scope: Scope, from: string) =>
  weeklySql(sql`d.day`, sql`d.day >= ${from}::date`, sql`sum(d.amount_kes)`, sql`sales_daily d join companies c on c.id = d.company_id where ${salesWhere(scope)}`);

const weeklyDisbursedSql = (scope: Scope, from: string) => {
  const tz = scope.timeZone;
  return weeklySql(sql`l.disbursed_at at time zone ${tz}::text`, sql`l.disbursed_at >= ${localStart(from, tz)}`, sql`sum(l.amount)`, sql`loans l join companies c on c.id = l.company_id where ${loansWhere(scope)}`);
};

const weeklyFarmersSql = (scope: Scope, from: string) =>
  weeklySql(sql`d.day`, sql`d.day >= ${from}::date`, sql`sum(d.farmers)`, sql`farmer_daily d where ${farmersWhere(scope)}`);

type WeekRow = { week: string; v: string | number };
const byWeek = (rows: WeekRow[]) => new Map(rows.map((r) => [r.week, Number(r.v)]));

export const weeklySales = async (db: Db, scope: Scope, from: string) => byWeek(rowsOf<WeekRow>(await db.execute(weeklySalesSql(scope, from))));
export const weeklyDisbursed = async (db: Db, scope: Scope, from: string) => byWeek(rowsOf<WeekRow>(await db.execute(weeklyDisbursedSql(scope, from))));
export const weeklyFarmers = async (db: Db, scope: Scope, from: string) => byWeek(rowsOf<WeekRow>(await db.execute(weeklyFarmersSql(scope, from))));

export interface FigureRequest {
  /** Which business the season's sales count: KES of seed sales, or Kgs disbursed by lenders. */
  kind: 'seed' | 'lender';
  season: readonly [from: string, until: string];
  /** The Monday of the oldest week of the charts. */
  weeksFrom: string;
}

export interface Figures {
  totalAgents: number;
  totalFarmers: number;
  seedSasaSales: number;
  everlendSales: number;
  salesAchieved: number;
  farmersAchieved: number;
  pointsEarned: number;
  weeklySales: Map<string, number>;
  weeklyFarmers: Map<string, number>;
}

/**
 * Every figure of a dashboard in one statement: each is a tiny query on the roll-ups, so a dashboard costs
 * its round trips and statement overheads far more than its reads; one statement instead of eleven (P5).
 */
export async function dashboardFigures(db: Db, scope: Scope, request: FigureRequest): Promise<Figures> {
  const [from, until] = request.season;
  const seed = request.kind === 'seed';
  const weeks = (query: SQL) => sql`(select coalesce(json_agg(json_build_array(w.week, w.v)), '[]'::json) from (${query}) w)`;
  const [row] = rowsOf<Record<string, string | number | null> & { weekly_sales: [string, number][]; weekly_farmers: [string, number][] }>(
    await db.execute(sql`select
      (${agentsTotalSql({ ...scope, agentId: undefined })}) as total_agents,
      (${farmersTotalSql(scope)}) as total_farmers,
      (${salesTotalSql(scope)}) as seed_sasa_sales,
      (${disbursedTotalSql(scope)}) as everlend_sales,
      (${seed ? salesTotalSql(scope, from, until) : disbursedTotalSql(scope, from, until)}) as sales_achieved,
      (${farmersTotalSql(scope, from, until)}) as farmers_achieved,
      (${pointsTotalSql(scope)}) as points_earned,
      ${weeks(seed ? weeklySalesSql(scope, request.weeksFrom) : weeklyDisbursedSql(scope, request.weeksFrom))} as weekly_sales,
      ${weeks(weeklyFarmersSql(scope, request.weeksFrom))} as weekly_farmers`),
  );
  const pairs = (rows: [string, number][]) => new Map(rows.map(([week, v]) => [week, Number(v)]));
  return {
    totalAgents: Number(row.total_agents),
    totalFarmers: Number(row.total_farmers),
    seedSasaSales: Number(row.seed_sasa_sales),
    everlendSales: Number(row.everlend_sales),
    salesAchieved: Number(row.sales_achieved),
    farmersAchieved: Number(row.farmers_achieved),
    pointsEarned: Number(row.points_earned),
    weeklySales: pairs(row.weekly_sales),
    weeklyFarmers: pairs(row.weekly_farmers),
  };
}
