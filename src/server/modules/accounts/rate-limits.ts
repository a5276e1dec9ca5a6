import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/app-error';
import { countAttempt, deleteCounter } from './rate-limits.repo';

export interface RateLimitRule {
  /** e.g. `login:ip:1.2.3.4` or `login:user:<id>` */
  key: string;
  max: number;
  windowSeconds: number;
}

const MINUTES = 60;

/**
 * The accounts rate limits (S4). Per account (whether reached by email or any phone form) they stop password
 * guessing and mail flooding on one account; per IP they stop one client spraying many accounts, with room
 * for a training hall of agents behind one shared address.
 */
export const ACCOUNT_LIMITS = {
  loginPerAccount: (userId: string): RateLimitRule => ({ key: `login:user:${userId}`, max: 10, windowSeconds: 15 * MINUTES }),
  loginPerIp: (ip: string): RateLimitRule => ({ key: `login:ip:${ip}`, max: 100, windowSeconds: 15 * MINUTES }),
  forgotPerAccount: (userId: string): RateLimitRule => ({ key: `forgot:user:${userId}`, max: 5, windowSeconds: 60 * MINUTES }),
  forgotPerIp: (ip: string): RateLimitRule => ({ key: `forgot:ip:${ip}`, max: 30, windowSeconds: 60 * MINUTES }),
  verifyPerIp: (ip: string): RateLimitRule => ({ key: `verify:ip:${ip}`, max: 60, windowSeconds: 15 * MINUTES }),
  resetPerIp: (ip: string): RateLimitRule => ({ key: `reset:ip:${ip}`, max: 20, windowSeconds: 15 * MINUTES }),
};

/**
 * Fixed-window counter in the database, so every server process shares it. Counts this attempt and throws
 * 429 when the window already holds `max` attempts.
 */
export async function hitRateLimit(db: Db, now: Date, rule: RateLimitRule): Promise<void> {
  const { count, resetAt } = await countAttempt(db, rule.key, now, new Date(now.getTime() + rule.windowSeconds * 1000));
  if (count > rule.max) throw tooManyRequests(Math.max(1, (resetAt.getTime() - now.getTime()) / 1000));
}

export const clearRateLimit = (db: Db, key: string): Promise<void> => deleteCounter(db, key);
