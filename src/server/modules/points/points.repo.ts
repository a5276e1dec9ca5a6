import { ACTIVITY_POINTS, type ActivityType } from '../../../shared/gamification';
import type { Db } from '../../db/client';
import { pointEvents } from '../../db/schema';

export interface PointsAward {
  userId: string;
  companyId: string | null;
  activityType: ActivityType;
  description: string;
  /** Unique per real-world event (`farmer:<id>`, `quiz:<userId>`…): the same key never awards twice. */
  sourceKey: string;
  reason?: string;
  recordedById?: string;
  /** When the event happened: the act that earned the points (weeks and report ranges count on it). */
  recordedAt: Date;
}

/** Inserts the event unless its sourceKey is already in the ledger; true when it was inserted now. */
export async function awardPoints(db: Db, award: PointsAward): Promise<boolean> {
  const inserted = await db.insert(pointEvents).values(eventOf(award)).onConflictDoNothing({ target: pointEvents.sourceKey }).returning({ id: pointEvents.id });
  return inserted.length > 0;
}

/** awardPoints for many awards in one statement (the sync batch's bulk path). */
export async function awardPointsMany(db: Db, awards: PointsAward[]): Promise<void> {
  if (awards.length) await db.insert(pointEvents).values(awards.map(eventOf)).onConflictDoNothing({ target: pointEvents.sourceKey });
}

function eventOf(award: PointsAward): typeof pointEvents.$inferInsert {
  return {
    userId: award.userId,
    companyId: award.companyId,
    activityType: award.activityType,
    points: ACTIVITY_POINTS[award.activityType],
    description: award.description,
    sourceKey: award.sourceKey,
    reason: award.reason,
    recordedById: award.recordedById,
    recordedAt: award.recordedAt,
  };
}
