import type { Db } from '@server/db/client';
import * as repo from './points.repo';

export type { PointsAward } from './points.repo';

/**
 * Records a points event in the ledger (idempotent by sourceKey). Every module that causes an award calls
 * this, with the transaction it writes in where it has one. Returns true when points were awarded now.
 */
export const awardPoints = (db: Db, award: repo.PointsAward): Promise<boolean> => repo.awardPoints(db, award);

/**
 * The ledger's insert of awards as one JSON parameter, for another module's statement to take as a CTE (the sync
 * batch's farmers write them with the same round trip, ADR 0071): the same rule and the same skip as awardPoints.
 */
export const { awardsInsert, awardsJson } = repo;
