import { z } from 'zod/mini';
import { message } from './messages';
import { ACTIVITY_TYPES } from '../gamification';
import { TIER_NAMES } from '../tiers';
import { isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { kiswahiliText } from './kiswahili-text';

export const INCENTIVE_TYPES = ['SHORT_TERM', 'LONG_TERM'] as const;
export type IncentiveType = (typeof INCENTIVE_TYPES)[number];

/** Spec part 2 §3 "Incentive option". */
export const incentiveOptionSchema = z.object({
  id: z.string(),
  type: z.enum(INCENTIVE_TYPES),
  title: z.string(),
  description: z.string(),
  stages: z.object({ pointsNeeded: z.number().check(z.int()), reward: z.nullable(z.string()) }),
  /** The Kiswahili texts beside the spec's fields (ADR 0057); `stages` keeps the spec's shape. */
  titleSw: kiswahiliText,
  descriptionSw: kiswahiliText,
  rewardSw: kiswahiliText,
  selectionCount: z.number().check(z.int()),
});
export type IncentiveOption = z.infer<typeof incentiveOptionSchema>;

export const selectionSchema = z.object({
  id: z.string(),
  incentiveOptionId: z.string(),
  /** The season a long-term choice is fixed for ('2026-09'); null for the weekly option. */
  seasonId: z.nullable(z.string()),
  selectedAt: isoDateTime,
  incentiveOption: incentiveOptionSchema,
});
export type Selection = z.infer<typeof selectionSchema>;

export const tierSchema = z.object({ name: z.enum(TIER_NAMES), min: z.number().check(z.int()), max: z.nullable(z.number().check(z.int())), reward: z.string() });

/**
 * What an activity's line names (a farmer, a module, an amount in Kgs, a percent, the admin who recorded it): screens
 * word the line from its type and these in their language; `description` is the same line in English, kept for API
 * clients because the spec names it (ADR 0056).
 */
export const activityParamsSchema = z.object({
  farmer: z.optional(z.string()),
  module: z.optional(z.string()),
  amount: z.optional(z.number()),
  percent: z.optional(z.number()),
  recordedBy: z.optional(z.string()),
});
export type ActivityParams = z.infer<typeof activityParamsSchema>;

/** Spec part 2 §3 "Activity". */
export const activitySchema = z.object({
  id: z.string(),
  description: z.string(),
  params: activityParamsSchema,
  points: z.number().check(z.int()),
  /** When the event happened (recordedAt). */
  date: isoDateTime,
  /** When the server stored it. */
  createdAt: isoDateTime,
  /** When the act that earned the points happened (offline too). */
  recordedAt: isoDateTime,
  activityType: z.enum(ACTIVITY_TYPES),
  agentName: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

const selectBody = z.object({ incentiveOptionId: z.uuid(message('Choose an incentive option')) });

export const listOptions = defineEndpoint({
  method: 'GET',
  path: '/gamification/options',
  permission: 'incentives.read',
  summary: 'Incentive options an agent can choose (weekly and seasonal)',
  tag: 'gamification',
  response: z.object({ success: z.literal(true), data: z.array(incentiveOptionSchema) }),
});

export const selectShortTerm = defineEndpoint({
  method: 'POST',
  path: '/gamification/select-short-term',
  permission: 'points.own',
  errors: [404],
  summary: 'Choose the weekly (short-term) incentive; a new choice replaces the previous one',
  tag: 'gamification',
  body: selectBody,
  response: z.object({ success: z.literal(true), message: z.string(), data: selectionSchema }),
});

export const selectLongTerm = defineEndpoint({
  method: 'POST',
  path: '/gamification/select-long-term',
  permission: 'points.own',
  errors: [404],
  summary: 'Choose the seasonal (long-term) incentive; fixed for the season (409 on a second choice)',
  tag: 'gamification',
  body: selectBody,
  response: z.object({ success: z.literal(true), message: z.string(), data: selectionSchema }),
});

export const selectionsData = z.object({ shortTermSelection: z.nullable(selectionSchema), longTermSelection: z.nullable(selectionSchema) });

export const getSelections = defineEndpoint({
  method: 'GET',
  path: '/gamification/selections',
  permission: 'points.own',
  summary: "The caller's weekly option and this season's long-term option",
  tag: 'gamification',
  response: z.object({ success: z.literal(true), data: selectionsData }),
});

export const dashboardData = z.extend(selectionsData, {
  totalPoints: z.number().check(z.int()),
  weeklyPoints: z.number().check(z.int()),
  currentTier: tierSchema,
  nextTier: z.nullable(tierSchema),
  /** ISO week in Nairobi time, e.g. '2026-W47'. */
  weekId: z.string(),
  weeklyTarget: z.number().check(z.int()),
  claimedThisWeek: z.boolean(),
  /** The season the long-term choice is fixed for, e.g. { id: '2026-09' } (screens word it, 'Short rains 2026/27'). */
  season: z.object({ id: z.string() }),
  /** Points earned since the season began (company time zone). */
  seasonPoints: z.number().check(z.int()),
  /** The long-term choice's pointsNeeded, or the default 1,000 (spec part 2 §9) while none is chosen. */
  longTermTarget: z.number().check(z.int()),
});
export type GamificationDashboard = z.infer<typeof dashboardData>;

export const getDashboard = defineEndpoint({
  method: 'GET',
  path: '/gamification/dashboard',
  permission: 'points.own',
  summary: 'Total, weekly and seasonal points (from the ledger), tiers, selections and targets of the caller',
  tag: 'gamification',
  response: z.object({ success: z.literal(true), data: dashboardData }),
});

export const SELF_REPORTABLE = ['REVISIT_TRAINING', 'ATTEND_CHECKIN'] as const;

/** Agents only: points go to agents, so a company admin or a platform admin cannot award them to themself. */
export const recordActivity = defineEndpoint({
  method: 'POST',
  path: '/gamification/record-activity',
  permission: 'points.record-own',
  summary: 'Self-report REVISIT_TRAINING (a completed module, once per module per day) or ATTEND_CHECKIN (once per day)',
  tag: 'gamification',
  body: z.object({
    activityType: z.enum(ACTIVITY_TYPES),
    /** The completed module revisited (REVISIT_TRAINING). */
    moduleId: z.optional(z.uuid()),
  }),
  response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ pointsEarned: z.number().check(z.int()) }) }),
});

export const claimWeekly = defineEndpoint({
  method: 'POST',
  path: '/gamification/claim-weekly',
  permission: 'points.own',
  summary: "Claim this ISO week's short-term reward once, when weekly points reach the option's pointsNeeded",
  tag: 'gamification',
  response: z.object({
    success: z.literal(true),
    message: z.string(),
    data: z.object({ weekId: z.string(), weeklyPoints: z.number().check(z.int()), pointsNeeded: z.number().check(z.int()), incentiveOptionId: z.string() }),
  }),
});

export const listActivities = defineEndpoint({
  method: 'GET',
  path: '/gamification/activities',
  permission: 'points.own',
  summary: "The caller's latest point events",
  tag: 'gamification',
  query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10) }),
  response: z.object({ success: z.literal(true), data: z.array(activitySchema) }),
});
