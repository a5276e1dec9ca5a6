import type { RateLimitRule } from '../../lib/rate-limit';

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
