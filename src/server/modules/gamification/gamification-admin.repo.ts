import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { companies, incentiveOptions, incentiveSelections, pointEvents, users } from '@server/db/schema';
import { SHORT_TERM_PERIOD } from './gamification.repo';

const AGENT_ROLES = ['potential_agent', 'engaged_agent'] as const;
const inCompany = (companyId?: string) => (companyId ? eq(users.companyId, companyId) : undefined);

export async function countAgents(db: Db, companyId?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(inArray(users.role, [...AGENT_ROLES]), inCompany(companyId)));
  return Number(row.n);
}

/** Selections per option of the current period (the weekly choice and this season's long-term choice). */
export async function popularity(db: Db, seasonId: string, companyId?: string) {
  return db
    .select({ optionId: incentiveOptions.id, optionTitle: incentiveOptions.title, type: incentiveOptions.type, selections: sql<number>`count(${incentiveSelections.id})::int` })
    .from(incentiveOptions)
    .leftJoin(
      incentiveSelections,
      and(
        eq(incentiveSelections.optionId, incentiveOptions.id),
        or(eq(incentiveSelections.period, SHORT_TERM_PERIOD), eq(incentiveSelections.period, seasonId)),
        companyId ? eq(incentiveSelections.companyId, companyId) : undefined,
      ),
    )
    .groupBy(incentiveOptions.id)
    .orderBy(desc(sql`count(${incentiveSelections.id})`), asc(incentiveOptions.title));
}

export async function totalPointsAwarded(db: Db, companyId?: string) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${pointEvents.points}), 0)::int` })
    .from(pointEvents)
    .where(companyId ? eq(pointEvents.companyId, companyId) : undefined);
  return Number(row.n);
}

export async function topAgents(db: Db, limit: number, companyId?: string) {
  const total = sql<number>`coalesce(sum(${pointEvents.points}), 0)::int`;
  return db
    .select({ userId: users.id, userName: users.name, userEmail: users.email, totalPoints: total })
    .from(pointEvents)
    .innerJoin(users, eq(users.id, pointEvents.userId))
    .where(companyId ? eq(pointEvents.companyId, companyId) : undefined)
    .groupBy(users.id)
    .orderBy(desc(total), asc(users.name), asc(users.id))
    .limit(limit);
}

export interface ReportFilter {
  companyId?: string;
  agentName?: string;
  from?: Date;
  to?: Date;
  minPoints?: number;
  maxPoints?: number | null;
}

/**
 * One row per agent, summed in SQL: every point for the total (which sets the tier, so the tier filter applies to
 * it), and the points and activities inside the date range (all of them without dates), dated by the act (recordedAt).
 */
export async function reportRows(db: Db, f: ReportFilter, offset: number, limit: number) {
  const inRange = and(f.from ? gte(pointEvents.recordedAt, f.from) : undefined, f.to ? lt(pointEvents.recordedAt, f.to) : undefined) ?? sql`true`;
  const total = sql<number>`coalesce(sum(${pointEvents.points}), 0)::int`;
  const pointsInRange = sql<number>`coalesce(sum(${pointEvents.points}) filter (where ${inRange}), 0)::int`;
  const having = and(
    f.minPoints !== undefined ? sql`coalesce(sum(${pointEvents.points}), 0) >= ${f.minPoints}` : undefined,
    f.maxPoints !== undefined && f.maxPoints !== null ? sql`coalesce(sum(${pointEvents.points}), 0) <= ${f.maxPoints}` : undefined,
  );
  return db
    .select({
      userId: users.id,
      agentName: users.name,
      agentEmail: users.email,
      companyName: companies.name,
      role: users.role,
      totalPoints: total,
      pointsInRange,
      activitiesInRange: sql<number>`(count(${pointEvents.id}) filter (where ${inRange}))::int`,
      joinedDate: users.createdAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(pointEvents, eq(pointEvents.userId, users.id))
    .where(
      and(
        inArray(users.role, [...AGENT_ROLES]),
        isNotNull(users.companyId),
        inCompany(f.companyId),
        f.agentName ? ilike(users.name, `%${f.agentName.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
      ),
    )
    .groupBy(users.id, companies.name)
    .having(having)
    .orderBy(desc(pointsInRange), desc(total), asc(users.name), asc(users.id))
    .offset(offset)
    .limit(limit);
}
export type ReportDbRow = Awaited<ReturnType<typeof reportRows>>[number];

export async function companiesFor(db: Db, companyId?: string) {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(companyId ? eq(companies.id, companyId) : undefined)
    .orderBy(asc(companies.name));
}
