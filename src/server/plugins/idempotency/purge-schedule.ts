import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/context';
import type { Db } from '@server/db/client';
import { scheduleDailyPurge } from '../purge-schedule';
import { deleteAnswersBefore } from './idempotency.repo';
import { IDEMPOTENCY_RETENTION_DAYS } from './keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes stored answers older than the retention period; answers how many went. */
export function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  return deleteAnswersBefore(db, new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS));
}

/** Purges expired keys when the server starts and then once a day. */
export function scheduleIdempotencyCleanup(app: FastifyInstance, deps: AppDeps): void {
  scheduleDailyPurge(app, 'idempotency', () => purgeExpiredIdempotencyKeys(deps.db, deps.clock.now()));
}
