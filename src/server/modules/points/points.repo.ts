import type { ActivityParams } from '@shared/contracts/gamification';
import { type SQL, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { ACTIVITY_POINTS, type ActivityType } from '@shared/gamification';
import { DEFAULT_TIME_ZONE } from '@shared/season';
import type { Db } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import { companies, pointEvents } from '@server/db/schema';

export interface PointsAward {
  userId: string;
  companyId: string | null;
  activityType: ActivityType;
  description: string;
  /** What the line names, for screens to word it in their language (ADR 0056). */
  params?: ActivityParams;
  /** Unique per real-world event (`farmer:<id>`, `quiz:<userId>`…): the same key never awards twice. */
  sourceKey: string;
  reason?: string;
  recordedById?: string;
  /** When the event happened: the act that earned the points (weeks and report ranges count on it). */
  recordedAt: Date;
  /**
   * When the act reached the server. Given, the points of an act dated in a week that had closed by then (weeks
   * of the company's time zone) are dated at their arrival: a closed week's points never change (ADR 0046).
   * Omitted only by the seed, which writes history.
   */
  receivedAt?: Date;
}

/** Inserts the event unless its sourceKey is already in the ledger; true when it was inserted now. */
export async function awardPoints(db: Db, award: PointsAward): Promise<boolean> {
  const inserted = await db.insert(pointEvents).values(eventOf(award)).onConflictDoNothing({ target: pointEvents.sourceKey }).returning({ id: pointEvents.id });
  return inserted.length > 0;
}

/**
 * awardPointsMany's statement, its text prepared once: the awards travel as one JSON parameter, and the date
 * they count at is countedAt's rule written once in SQL (the company's week, or the default zone's), where
 * Drizzle building the insert value by value, a subquery a row, cost more server CPU than the insert (ADR 0066).
 */
const awardManyStatement = preparedStatement(sql`
  insert into ${pointEvents} (user_id, company_id, activity_type, points, description, params, source_key, reason, recorded_by_id, recorded_at)
  select r.user_id, r.company_id, r.activity_type, r.points, r.description, r.params, r.source_key, r.reason, r.recorded_by_id,
      case when r.received_at is not null and r.recorded_at < (date_trunc('week', r.received_at at time zone z.zone) at time zone z.zone)
        then r.received_at else r.recorded_at end
    from jsonb_to_recordset(${sql.placeholder('awards')}::jsonb) as r(user_id uuid, company_id uuid, activity_type text, points integer,
      description text, params jsonb, source_key text, reason text, recorded_by_id uuid, recorded_at timestamptz, received_at timestamptz)
    cross join lateral (select coalesce((select ${companies.timeZone} from ${companies} where ${companies.id} = r.company_id), ${sql.placeholder('defaultZone')}) as zone) z
  on conflict (source_key) do nothing`);

/** awardPoints for many awards in one statement (the sync batch's bulk path). */
export async function awardPointsMany(db: Db, awards: PointsAward[]): Promise<void> {
  if (awards.length === 0) return;
  const rows = awards.map((a) => ({
    user_id: a.userId,
    company_id: a.companyId,
    activity_type: a.activityType,
    points: ACTIVITY_POINTS[a.activityType],
    description: a.description,
    params: a.params ?? {},
    source_key: a.sourceKey,
    reason: a.reason ?? null,
    recorded_by_id: a.recordedById ?? null,
    recorded_at: a.recordedAt,
    received_at: a.receivedAt ?? null,
  }));
  await awardManyStatement(db, { awards: JSON.stringify(rows), defaultZone: DEFAULT_TIME_ZONE });
}

/** The start of the ISO week (Monday 00:00 in the time zone of the company) that holds `at`. */
function weekStart(companyId: string | null, at: string): SQL<Date> {
  const zone = companyId
    ? sql`coalesce((select ${companies.timeZone} from ${companies} where ${eq(companies.id, companyId)}), ${DEFAULT_TIME_ZONE})`
    : sql`${DEFAULT_TIME_ZONE}`;
  return sql<Date>`(date_trunc('week', ${at}::timestamptz at time zone ${zone}) at time zone ${zone})`;
}

/** The date the points count at: the act's, or their arrival when the act's week had closed by then. */
function countedAt(award: PointsAward): Date | SQL<Date> {
  if (!award.receivedAt) return award.recordedAt;
  const act = award.recordedAt.toISOString();
  const arrival = award.receivedAt.toISOString();
  return sql<Date>`case when ${act}::timestamptz < ${weekStart(award.companyId, arrival)} then ${arrival}::timestamptz else ${act}::timestamptz end`;
}

function eventOf(award: PointsAward): PgInsertValue<typeof pointEvents> {
  return {
    userId: award.userId,
    companyId: award.companyId,
    activityType: award.activityType,
    points: ACTIVITY_POINTS[award.activityType],
    description: award.description,
    params: award.params ?? {},
    sourceKey: award.sourceKey,
    reason: award.reason,
    recordedById: award.recordedById,
    recordedAt: countedAt(award),
  };
}
