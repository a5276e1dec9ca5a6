import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excluded } from '../../db/columns';
import { rateLimits } from '../../db/schema';

/**
 * Counts one attempt in the key's fixed window (a new window when the last one ended by `now`), in one
 * statement so every server process shares the counter; answers the count and when the window ends.
 */
export async function countAttempt(db: Db, key: string, now: Date, windowEnd: Date): Promise<{ count: number; resetAt: Date }> {
  const ended = sql`${rateLimits.resetAt} <= ${now.toISOString()}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${ended} then ${excluded(rateLimits.resetAt)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
