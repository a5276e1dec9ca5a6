import { type SQL, and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { sawAuthEpoch } from '@server/db/auth-epoch-witness';
import { preparedByShape } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { companies, farmerDaily, loans, pointEvents, salesDaily, users } from '@server/db/schema';
import { authEpochNow } from '@server/plugins/auth.repo';

/** Whose figures: one agent, one company, or every company (admin). */
export interface Scope {
  companyId?: string;
  agentId?: string;
  timeZone: string;
}

/** Local-day bounds as instants, computed by the database in the scope's time zone. */
const localStart = (date: string, timeZone: string) => sql`(${date}::date)::timestamp at time zone ${timeZone}::text`;

/** The conditions present, joined by `and`; `true` when there are none. */
const allOf = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;

const salesWhere = (scope: Scope) =>
  allOf(
    eq(companies.kind, 'seed'),
    scope.companyId ? eq(salesDaily.companyId, scope.companyId) : undefined,
    scope.agentId ? eq(salesDaily.agentId, scope.agentId) : undefined,
  );

const loansWhere = (scope: Scope) =>
  allOf(
    eq(companies.kind, 'lender'),
    isNotNull(loans.disbursedAt),
    scope.companyId ? eq(loans.companyId, scope.companyId) : undefined,
    scope.agentId ? eq(loans.appliedById, scope.agentId) : undefined,
  );

const farmersWhere = (scope: Scope) =>
  allOf(scope.companyId ? eq(farmerDaily.companyId, scope.companyId) : undefined, scope.agentId ? eq(farmerDaily.registeredById, scope.agentId) : undefined);

const since = (column: SQL | typeof loans.disbursedAt, from: string | undefined, timeZone: string) =>
  from ? sql` and ${column} >= ${localStart(from, timeZone)}` : sql``;
const before = (column: SQL | typeof loans.disbursedAt, until: string | undefined, timeZone: string) =>
  until ? sql` and ${column} < ${localStart(until, timeZone)}` : sql``;
/** Local days of a daily roll-up (already in each company's time zone). */
const dayRange = (day: typeof salesDaily.day | typeof farmerDaily.day, from: string | undefined, until: string | undefined) =>
  sql`${from ? sql` and ${day} >= ${from}::date` : sql``}${until ? sql` and ${day} < ${until}::date` : sql``}`;

const salesSource = (scope: Scope) => sql`${salesDaily} join ${companies} on ${companies.id} = ${salesDaily.companyId} where ${salesWhere(scope)}`;
const loansSource = (scope: Scope) => sql`${loans} join ${companies} on ${companies.id} = ${loans.companyId} where ${loansWhere(scope)}`;
const farmersSource = (scope: Scope) => sql`${farmerDaily} where ${farmersWhere(scope)}`;

/** Total KES of seed companies' sales in scope, optionally within [from, until) local dates (daily roll-up). */
const salesTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(${salesDaily.amountKes}), 0) as v from ${salesSource(scope)}${dayRange(salesDaily.day, from, until)}`;

/** Total Kgs disbursed by lenders in scope, optionally within [from, until) local dates. */
const disbursedTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(${loans.amount}), 0) as v from ${loansSource(scope)}${since(loans.disbursedAt, from, scope.timeZone)}${before(loans.disbursedAt, until, scope.timeZone)}`;

/** Farmers registered in scope, optionally within [from, until) local dates (daily roll-up). */
const farmersTotalSql = (scope: Scope, from?: string, until?: string) =>
  sql`select coalesce(sum(${farmerDaily.farmers}), 0)::int as v from ${farmersSource(scope)}${dayRange(farmerDaily.day, from, until)}`;

const agentsTotalSql = (scope: Scope) =>
  sql`select count(*)::int as v from ${users} where ${allOf(
    inArray(users.role, ['engaged_agent', 'potential_agent']),
    scope.companyId ? eq(users.companyId, scope.companyId) : undefined,
  )}`;

const pointsTotalSql = (scope: Scope) => {
  const where = scope.agentId ? eq(pointEvents.userId, scope.agentId) : scope.companyId ? eq(pointEvents.companyId, scope.companyId) : sql`true`;
  return sql`select coalesce(sum(${pointEvents.points}), 0)::int as v from ${pointEvents} where ${where}`;
};

/** Sums of `value` per ISO week (its Monday as YYYY-MM-DD) of the local day `day`, over `source` rows since `from`. */
const weeklySql = (day: SQL, from: SQL, value: SQL, source: SQL) =>
  sql`select to_char(date_trunc('week', (${day})::timestamp), 'YYYY-MM-DD') as week, ${value} as v from ${source} and ${from} group by 1`;

const weeklySalesSql = (scope: Scope, from: string) =>
  weeklySql(sql`${salesDaily.day}`, sql`${salesDaily.day} >= ${from}::date`, sql`sum(${salesDaily.amountKes})`, salesSource(scope));

const weeklyDisbursedSql = (scope: Scope, from: string) => {
  const tz = scope.timeZone;
  return weeklySql(sql`${loans.disbursedAt} at time zone ${tz}::text`, sql`${loans.disbursedAt} >= ${localStart(from, tz)}`, sql`sum(${loans.amount})`, loansSource(scope));
};

const weeklyFarmersSql = (scope: Scope, from: string) =>
  weeklySql(sql`${farmerDaily.day}`, sql`${farmerDaily.day} >= ${from}::date`, sql`sum(${farmerDaily.farmers})`, farmersSource(scope));

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

/** Which parts a dashboard statement has (not their values): one statement text per shape. */
interface FigureShape {
  company: boolean;
  agent: boolean;
  kind: FigureRequest['kind'];
}

/**
 * The scope and request of a shape with placeholders for values (typed as the values they stand for, which
 * the builders above only embed): the statement is built once per shape, not on every dashboard.
 */
const placeholders = ({ company, agent }: FigureShape) => {
  const value = (name: string) => sql.placeholder(name) as unknown as string;
  const scope: Scope = { companyId: company ? value('companyId') : undefined, agentId: agent ? value('agentId') : undefined, timeZone: value('timeZone') };
  return { scope, from: value('from'), until: value('until'), weeksFrom: value('weeksFrom') };
};

/**
 * Every figure of a dashboard in one statement: each is a tiny query on the roll-ups, so a dashboard costs
 * its round trips and statement overheads far more than its reads; one statement instead of eleven, and a
 * prepared one, since planning it cost more than running it (P5); built once per shape, since building its
 * text with Drizzle cost the server more than PostgreSQL spent running it (ADR 0033). The auth epoch of its
 * snapshot comes with it: the dashboard checks a cached session against it (ADR 0038).
 */
const figuresStatement = preparedByShape(
  ({ company, agent, kind }: FigureShape) => `${company}${agent}${kind}`,
  (shape) => {
    const { scope, from, until, weeksFrom } = placeholders(shape);
    const seed = shape.kind === 'seed';
    const weeks = (query: SQL) => sql`(select coalesce(json_agg(json_build_array(w.week, w.v)), '[]'::json) from (${query}) w)`;
    return sql`select
      (${agentsTotalSql({ ...scope, agentId: undefined })}) as total_agents,
      (${farmersTotalSql(scope)}) as total_farmers,
      (${salesTotalSql(scope)}) as seed_sasa_sales,
      (${disbursedTotalSql(scope)}) as everlend_sales,
      (${seed ? salesTotalSql(scope, from, until) : disbursedTotalSql(scope, from, until)}) as sales_achieved,
      (${farmersTotalSql(scope, from, until)}) as farmers_achieved,
      (${pointsTotalSql(scope)}) as points_earned,
      ${weeks(seed ? weeklySalesSql(scope, weeksFrom) : weeklyDisbursedSql(scope, weeksFrom))} as weekly_sales,
      ${weeks(weeklyFarmersSql(scope, weeksFrom))} as weekly_farmers,
      ${authEpochNow} as auth_epoch`;
  },
);

export async function dashboardFigures(db: Db, scope: Scope, request: FigureRequest): Promise<Figures> {
  const [from, until] = request.season;
  const shape = { company: Boolean(scope.companyId), agent: Boolean(scope.agentId), kind: request.kind };
  const [row] = rowsOf<Record<string, string | number | null> & { weekly_sales: [string, number][]; weekly_farmers: [string, number][] }>(
    await figuresStatement(db, shape, { ...scope, from, until, weeksFrom: request.weeksFrom }),
  );
  sawAuthEpoch(String(row.auth_epoch));
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
