import type { Db } from '@server/db/client';
import { tooManyRequests } from '@server/lib/app-error';
import { addToCounter, deleteCounter, deleteEndedCounters } from './rate-limits.repo';

export interface RateLimitRule {
  /** e.g. `login:ip:1.2.3.4:m` or `login:ip-user:1.2.3.4:<id>` */
  key: string;
  /** Attempts (or for a quota, units such as bytes) allowed in one window. */
  max: number;
  windowSeconds: number;
  /** The 429's message, given the whole seconds to wait; the generic "Too many attempts" otherwise. */
  refusal?: (retryAfterSeconds: number) => string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const MB = 1024 * 1024;

/** Limits per client address, by minute and by hour: a burst and a slow, steady probe are both stopped. */
const perAddress = (action: string, ip: string, perMinute: number, perHour: number): RateLimitRule[] => [
  { key: `${action}:ip:${ip}:m`, max: perMinute, windowSeconds: MINUTE },
  { key: `${action}:ip:${ip}:h`, max: perHour, windowSeconds: HOUR },
];

export const PHOTO_BYTES_PER_HOUR = 30 * MB;

/**
 * The accounts rate limits (S4, issue 13 items 3 and 5; numbers in docs/decisions.md). Every anonymous call that
 * can reveal an account (404, EMAIL_TAKEN, PHONE_TAKEN) or create one is limited per address, with room for a
 * training hall of agents behind one shared address. Password guessing is stopped per address and per address ×
 * account; the account alone is only slowed down (LOGIN_SLOWDOWN), so nobody can lock its owner out.
 */
export const ACCOUNT_LIMITS = {
  loginPerIp: (ip: string) => perAddress('login', ip, 30, 200),
  loginPerIpAndAccount: (ip: string, userId: string): RateLimitRule => ({ key: `login:ip-user:${ip}:${userId}`, max: 10, windowSeconds: 15 * MINUTE }),
  /**
   * Password checks of one account from every address together (issue 31 item 5): 60 parallel guesses from 60
   * addresses get 20 checks, then 429 until the window ends. The owner is never locked out: the emailed reset link
   * still works and clears this counter, and a successful sign-in clears it too.
   */
  loginPerAccount: (userId: string): RateLimitRule => ({
    key: `login:account:${userId}`,
    max: 20,
    windowSeconds: 15 * MINUTE,
    refusal: (seconds) => `Too many sign-in attempts on this account. Reset your password by email to sign in now, or wait ${Math.ceil(seconds / 60)} minute(s).`,
  }),
  accountCreationPerIp: (ip: string) => perAddress('create', ip, 10, 50),
  forgotPerIp: (ip: string) => perAddress('forgot', ip, 5, 30),
  forgotPerAccount: (userId: string): RateLimitRule => ({ key: `forgot:user:${userId}`, max: 5, windowSeconds: HOUR }),
  verifyPerIp: (ip: string) => perAddress('verify', ip, 10, 60),
  resetPerIp: (ip: string) => perAddress('reset', ip, 10, 60),
  /** Bytes of pre-registration photos an address may have stored per hour. */
  photoBytesPerIp: (ip: string): RateLimitRule => ({
    key: `photo-bytes:ip:${ip}`,
    max: PHOTO_BYTES_PER_HOUR,
    windowSeconds: HOUR,
    refusal: (seconds) =>
      `Too many photos were uploaded from this network in the last hour. Register without a photo and add it later from your profile, or try again in ${Math.ceil(seconds / 60)} minute(s).`,
  }),
};

/** Failed sign-ins of one account from any address: each makes the next answer wait longer, up to a cap. */
export const LOGIN_SLOWDOWN = {
  key: (userId: string) => `login:user:${userId}`,
  windowSeconds: 15 * MINUTE,
  /** Typos cost nothing. */
  freeFailures: 5,
  firstDelayMs: 500,
  maxDelayMs: 3000,
};

/** How long a sign-in to an account waits after `failures` failed ones (in the window): 0, then 0.5, 1, 2, 3 s. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN.freeFailures) return 0;
  return Math.min(LOGIN_SLOWDOWN.maxDelayMs, LOGIN_SLOWDOWN.firstDelayMs * 2 ** (failures - LOGIN_SLOWDOWN.freeFailures));
}

const windowEnd = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

/**
 * Counts `amount` (one attempt, or a quota's units) against each rule in turn, in database counters shared by
 * every server process; throws 429 at the first rule whose window is full. A refused amount is not counted there
 * nor in the rules after it (the shortest window comes first).
 */
export async function hitRateLimit(db: Db, now: Date, rules: RateLimitRule | RateLimitRule[], amount = 1): Promise<void> {
  for (const rule of Array.isArray(rules) ? rules : [rules]) {
    const state = await addToCounter(db, rule.key, amount, now, windowEnd(now, rule.windowSeconds), rule.max);
    if (!state.counted || state.count > rule.max) throw tooManyRequests((state.resetAt.getTime() - now.getTime()) / 1000, rule.refusal);
  }
}

/** Counts one more failed sign-in of the account; answers the failures before this one (in the window). */
export async function countLoginAttempt(db: Db, now: Date, userId: string): Promise<number> {
  const state = await addToCounter(db, LOGIN_SLOWDOWN.key(userId), 1, now, windowEnd(now, LOGIN_SLOWDOWN.windowSeconds), null);
  return state.count - 1;
}

export const clearRateLimit = (db: Db, key: string): Promise<void> => deleteCounter(db, key);

/** Removes counters whose window has ended (daily, with the sign-out purge). */
export const purgeEndedCounters = (db: Db, now: Date): Promise<number> => deleteEndedCounters(db, now);
