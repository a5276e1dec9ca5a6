import { and, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audioProgress, incentiveOptions, incentiveSelections, moduleAudios, pointEvents, trainingModules, users, weeklyClaims } from '@server/db/schema';

export type OptionType = 'SHORT_TERM' | 'LONG_TERM';
export const SHORT_TERM_PERIOD = 'weekly';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

// Qualified by hand: in a select's fields drizzle leaves a column unqualified, which inside the subquery would
// name the selection's own id.
const OPTION_ID = sql`${sql.identifier(getTableName(incentiveOptions))}.${sql.identifier(incentiveOptions.id.name)}`;

/** Options with their selection count; `companyId` counts only that company's selections. */
export async function listOptions(db: Db, companyId?: string, ids?: string[]) {
  const counted = sql<number>`(select count(*)::int from ${incentiveSelections} where ${incentiveSelections.optionId} = ${OPTION_ID}${
    companyId ? sql` and ${incentiveSelections.companyId} = ${companyId}` : sql``
  })`;
  return db
    .select({
      id: incentiveOptions.id,
      type: incentiveOptions.type,
      title: incentiveOptions.title,
      description: incentiveOptions.description,
      pointsNeeded: incentiveOptions.pointsNeeded,
      reward: incentiveOptions.reward,
      titleSw: incentiveOptions.titleSw,
      descriptionSw: incentiveOptions.descriptionSw,
      rewardSw: incentiveOptions.rewardSw,
      selectionCount: counted,
    })
    .from(incentiveOptions)
    .where(ids ? inArray(incentiveOptions.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000']) : undefined)
    .orderBy(incentiveOptions.type, incentiveOptions.pointsNeeded, incentiveOptions.title);
}
export type OptionRow = Awaited<ReturnType<typeof listOptions>>[number];

export async function findOption(db: Db, id: string): Promise<OptionRow | undefined> {
  return (await listOptions(db, undefined, [id]))[0];
}

export interface OptionValues {
  type: OptionType;
  title: string;
  description: string;
  pointsNeeded: number;
  reward: string | null;
  titleSw: string | null;
  descriptionSw: string | null;
  rewardSw: string | null;
}

export async function insertOption(db: Db, values: OptionValues) {
  const [row] = await db.insert(incentiveOptions).values(values).returning({ id: incentiveOptions.id });
  return row.id;
}

export async function updateOption(db: Db, id: string, values: OptionValues, at: Date) {
  const rows = await db.update(incentiveOptions).set({ ...values, updatedAt: at }).where(eq(incentiveOptions.id, id)).returning({ id: incentiveOptions.id });
  return rows.length > 0;
}

/** Deletes only while nobody selected or claimed the option (checked in the same statement). */
export async function deleteUnselectedOption(db: Db, id: string) {
  const rows = await db
    .delete(incentiveOptions)
    .where(
      and(
        eq(incentiveOptions.id, id),
        sql`not exists (select 1 from ${incentiveSelections} where ${incentiveSelections.optionId} = ${id})`,
        sql`not exists (select 1 from ${weeklyClaims} where ${weeklyClaims.optionId} = ${id})`,
      ),
    )
    .returning({ id: incentiveOptions.id });
  return rows.length > 0;
}

export async function findSelection(db: Db, userId: string, type: OptionType, period: string) {
  const [row] = await db
    .select()
    .from(incentiveSelections)
    .where(and(eq(incentiveSelections.userId, userId), eq(incentiveSelections.type, type), eq(incentiveSelections.period, period)))
    .limit(1);
  return row;
}

/** The weekly choice is replaced by a new one. */
export async function upsertShortTerm(db: Db, v: { userId: string; companyId: string | null; optionId: string; at: Date }) {
  await db
    .insert(incentiveSelections)
    .values({ userId: v.userId, companyId: v.companyId, optionId: v.optionId, type: 'SHORT_TERM', period: SHORT_TERM_PERIOD, selectedAt: v.at })
    .onConflictDoUpdate({
      target: [incentiveSelections.userId, incentiveSelections.type, incentiveSelections.period],
      set: { optionId: v.optionId, selectedAt: v.at, companyId: v.companyId },
    });
}

/** The seasonal choice is inserted once per season; returns false when the season already has one. */
export async function insertLongTerm(db: Db, v: { userId: string; companyId: string | null; optionId: string; seasonId: string; at: Date }) {
  const rows = await db
    .insert(incentiveSelections)
    .values({ userId: v.userId, companyId: v.companyId, optionId: v.optionId, type: 'LONG_TERM', period: v.seasonId, selectedAt: v.at })
    .onConflictDoNothing()
    .returning({ id: incentiveSelections.id });
  return rows.length > 0;
}

/** A user's points: all of them, and those whose act falls in [weekStart, weekEnd) and (given its start) in this season. */
export async function pointTotals(db: Db, userId: string, weekStart: Date, weekEnd: Date, seasonStart?: Date) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${pointEvents.points}), 0)::int`,
      weekly: sql<number>`coalesce(sum(${pointEvents.points}) filter (where ${pointEvents.recordedAt} >= ${ts(weekStart)} and ${pointEvents.recordedAt} < ${ts(weekEnd)}), 0)::int`,
      season: seasonStart ? sql<number>`coalesce(sum(${pointEvents.points}) filter (where ${pointEvents.recordedAt} >= ${ts(seasonStart)}), 0)::int` : sql<number>`0`,
    })
    .from(pointEvents)
    .where(eq(pointEvents.userId, userId));
  return { total: Number(row?.total ?? 0), weekly: Number(row?.weekly ?? 0), season: Number(row?.season ?? 0) };
}

export async function findClaim(db: Db, userId: string, weekId: string) {
  const [row] = await db.select().from(weeklyClaims).where(and(eq(weeklyClaims.userId, userId), eq(weeklyClaims.weekId, weekId))).limit(1);
  return row;
}

export async function insertClaim(db: Db, v: { userId: string; weekId: string; optionId: string; weeklyPoints: number; at: Date }) {
  const rows = await db
    .insert(weeklyClaims)
    .values({ userId: v.userId, weekId: v.weekId, optionId: v.optionId, weeklyPoints: v.weeklyPoints, claimedAt: v.at })
    .onConflictDoNothing()
    .returning({ id: weeklyClaims.id });
  return rows.length > 0;
}

const activityColumns = {
  id: pointEvents.id,
  description: pointEvents.description,
  params: pointEvents.params,
  points: pointEvents.points,
  createdAt: pointEvents.createdAt,
  recordedAt: pointEvents.recordedAt,
  activityType: pointEvents.activityType,
  agentName: users.name,
};

/** The latest events (by their act) of one user, or of a company (undefined: every company). */
export async function latestActivities(db: Db, scope: { userId?: string; companyId?: string }, limit: number) {
  return db
    .select(activityColumns)
    .from(pointEvents)
    .innerJoin(users, eq(users.id, pointEvents.userId))
    .where(and(scope.userId ? eq(pointEvents.userId, scope.userId) : undefined, scope.companyId ? eq(pointEvents.companyId, scope.companyId) : undefined))
    .orderBy(desc(pointEvents.recordedAt), desc(pointEvents.id))
    .limit(limit);
}

/** True when the module has audio and the user completed every one of it. */
export async function moduleCompletedBy(db: Db, userId: string, moduleId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`count(*) filter (where ${audioProgress.isCompleted})::int`,
      title: sql<string>`max(${trainingModules.title})`,
    })
    .from(moduleAudios)
    .innerJoin(trainingModules, eq(trainingModules.id, moduleAudios.moduleId))
    .leftJoin(audioProgress, and(eq(audioProgress.moduleAudioId, moduleAudios.id), eq(audioProgress.userId, userId)))
    .where(eq(moduleAudios.moduleId, moduleId));
  const total = Number(row?.total ?? 0);
  return { completed: total > 0 && Number(row.done) === total, title: row?.title ?? '' };
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select({ id: users.id, name: users.name, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}
