import type { Db } from '@server/db/client';
import * as repo from './points.repo';

export type { PointsAward } from './points.repo';

/**
 * Records a points event in the ledger (idempotent by sourceKey). Every module that causes an award calls
 * this, with the transaction it writes in where it has one. Returns true when points were awarded now.
 */
export const awardPoints = (db: Db, award: repo.PointsAward): Promise<boolean> => repo.awardPoints(db, award);

/** awardPoints for many awards in one statement (the sync batch's bulk path). */
export const awardPointsMany = (db: Db, awards: repo.PointsAward[]): Promise<void> => repo.awardPointsMany(db, awards);
