import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { tooManyRequests } from './app-error';

export interface RateLimitRule {
  /** e.g. `login:ip:1.2.3.4` or `login:id:+254700000011` */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Fixed-window counter in the database, so every server process shares it. Counts this attempt and throws
 * 429 when the window already holds `max` attempts.
 */
export async function hitRateLimit(db: Db, now: Date, rule: RateLimitRule): Promise<void> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const result = await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${rule.key}, 1, ${resetAt.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= ${now.toISOString()} then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const [row] = rowsOf<{ count: number; reset_at: string | Date }>(result);
  if (row && row.count > rule.max) {
    throw tooManyRequests(Math.max(1, (new Date(row.reset_at).getTime() - now.getTime()) / 1000));
  }
}

export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
