import type { ActivityParams } from '@shared/contracts/gamification';
import { type SQL, sql } from 'drizzle-orm';
import { ACTIVITY_POINTS, type ActivityType } from '@shared/gamification';
import { DEFAULT_TIME_ZONE } from '@shared/season';
import type { Db } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
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

/**
 * The ledger's insert of awards given as one JSON parameter (`awardsJson`, bound to the placeholder `param`),
 * each skipped when its sourceKey is already in the ledger, in one statement text prepared once (ADR 0066). The
 * one place where the date the points count at is decided: the act's, or their arrival when the act's week
 * (Monday 00:00 in the company's time zone, else the default zone) had closed by then, so a closed week's points
 * never change (ADR 0046). Other modules' statements take it as a CTE (the sync batch's farmers, ADR 0071).
 */
export function awardsInsert(param: string): SQL {
  return sql`insert into ${pointEvents} (user_id, company_id, activity_type, points, description, params, source_key, reason, recorded_by_id, recorded_at)
  select r.user_id, r.company_id, r.activity_type, r.points, r.description, r.params, r.source_key, r.reason, r.recorded_by_id,
      case when r.received_at is not null and r.recorded_at < (date_trunc('week', r.received_at at time zone z.zone) at time zone z.zone)
        then r.received_at else r.recorded_at end
    from jsonb_to_recordset(${sql.placeholder(param)}::jsonb) as r(user_id uuid, company_id uuid, activity_type text, points integer,
      description text, params jsonb, source_key text, reason text, recorded_by_id uuid, recorded_at timestamptz, received_at timestamptz)
    cross join lateral (select coalesce((select ${companies.timeZone} from ${companies} where ${companies.id} = r.company_id), ${DEFAULT_TIME_ZONE}) as zone) z
  on conflict (source_key) do nothing`;
}

/** The awards as the JSON parameter of `awardsInsert`. */
export function awardsJson(awards: PointsAward[]): string {
  return JSON.stringify(
    awards.map((a) => ({
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
    })),
  );
}

const awardStatement = preparedStatement(sql`${awardsInsert('awards')} returning source_key`);

/** Inserts the event unless its sourceKey is already in the ledger; true when it was inserted now. */
export async function awardPoints(db: Db, award: PointsAward): Promise<boolean> {
  return rowsOf(await awardStatement(db, { awards: awardsJson([award]) })).length > 0;
}
