import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { excluded } from '@server/db/columns';
import { rateLimits } from '@server/db/schema';

export interface CounterState {
  /** Whether `amount` was added (false: it would have passed `max`, nothing was counted). */
  counted: boolean;
  count: number;
  resetAt: Date;
}

/**
 * Adds `amount` to the key's fixed window (a new window when the last one ended by `now`), in one statement so
 * every server process shares the counter, unless that would take the window past `max` (null: no limit).
 */
export async function addToCounter(db: Db, key: string, amount: number, now: Date, windowEnd: Date, max: number | null): Promise<CounterState> {
  const ended = sql`${rateLimits.resetAt} <= ${now.toISOString()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: amount, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then ${excluded(rateLimits.count)} else ${rateLimits.count} + ${excluded(rateLimits.count)} end`,
        resetAt: sql`case when ${ended} then ${excluded(rateLimits.resetAt)} else ${rateLimits.resetAt} end`,
      },
      ...(max === null ? {} : { setWhere: sql`${ended} or ${rateLimits.count} + ${excluded(rateLimits.count)} <= ${max}` }),
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (row) return { counted: true, ...row };
  const [current] = await db.select({ count: rateLimits.count, resetAt: rateLimits.resetAt }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return { counted: false, count: current?.count ?? 0, resetAt: current?.resetAt ?? windowEnd };
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Counters whose window has ended: the next attempt starts a new one anyway. Answers how many went. */
export async function deleteEndedCounters(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(rateLimits).where(lte(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return gone.length;
}
