import { DEFAULT_TIME_ZONE, localDateParts, zonedInstant } from './season';

/** The tiers by total points with their rewards (spec part 2 §4 and §9). `max` null: no upper bound. */
export const TIERS = [
  { name: 'Rookie', min: 0, max: 199, reward: 'Welcome badge + dashboard access' },
  { name: 'Rising Star', min: 200, max: 399, reward: 'Field toolkit + training tips' },
  { name: 'Community Champion', min: 400, max: 699, reward: 'Data bundle + leaderboard shoutout' },
  { name: 'Field Leader', min: 700, max: 999, reward: 'Bonus airtime + peer mentor eligibility' },
  { name: 'Impact Hero', min: 1000, max: null, reward: 'Final reward such as a motorbike voucher' },
] as const satisfies readonly { name: string; min: number; max: number | null; reward: string }[];

export type TierName = (typeof TIERS)[number]['name'];
export const TIER_NAMES = TIERS.map((t) => t.name) as [TierName, ...TierName[]];

export interface Tier {
  name: TierName;
  min: number;
  max: number | null;
  reward: string;
}

/** Default weekly target and long-term target when an option lacks pointsNeeded (spec part 2 §9). */
export const DEFAULT_WEEKLY_TARGET = 250;
export const DEFAULT_LONG_TERM_TARGET = 1000;

export function tierFor(points: number): Tier {
  let found: Tier = TIERS[0];
  for (const tier of TIERS) if (points >= tier.min) found = tier;
  return found;
}

export function nextTier(points: number): Tier | null {
  return TIERS.find((t) => t.min > points) ?? null;
}

export const tierByName = (name: TierName): Tier => TIERS.find((t) => t.name === name) ?? TIERS[0];

export type LadderState = 'Completed' | 'Current' | 'Locked';

/** Completed when the points exceed the tier's maximum, Current within its range, Locked otherwise. */
export function ladderState(tier: Tier, points: number): LadderState {
  if (tier.max !== null && points > tier.max) return 'Completed';
  if (points >= tier.min) return 'Current';
  return 'Locked';
}

export const ladder = (points: number) => TIERS.map((tier) => ({ tier: tier as Tier, state: ladderState(tier, points) }));

export interface IsoWeek {
  /** e.g. '2026-W47' */
  id: string;
  /** Monday 00:00 local time. */
  startsAt: Date;
  /** The next Monday 00:00 local time (exclusive). */
  endsBefore: Date;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 24 * 60 * 60 * 1000;
const ymd = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** The ISO week (Monday to Sunday) an instant falls in, by its calendar date in a time zone (Nairobi by default). */
export function isoWeekOf(at: Date, timeZone = DEFAULT_TIME_ZONE): IsoWeek {
  const { year, month, day } = localDateParts(at, timeZone);
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(date.getTime() - weekday * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const weekYear = thursday.getUTCFullYear();
  const firstThursday = new Date(Date.UTC(weekYear, 0, 4));
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const week = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return {
    id: `${weekYear}-W${pad(week)}`,
    startsAt: zonedInstant(ymd(monday), 0, timeZone),
    endsBefore: zonedInstant(ymd(new Date(monday.getTime() + 7 * DAY_MS)), 0, timeZone),
  };
}

/** The local calendar day (YYYY-MM-DD) of an instant, for once-per-day limits. */
export function localDay(at: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = localDateParts(at, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}
