import { z } from 'zod/mini';
import { message } from './messages';
import { ACTIVITY_TYPES } from '../gamification';
import { TIER_NAMES } from '../tiers';
import { calendarDate } from './calendar-date';
import { isoDateTime, optionalFilter } from './common';
import { defineEndpoint } from './endpoint';
import { INCENTIVE_TYPES, activitySchema, incentiveOptionSchema } from './gamification';
import { kiswahiliInput } from './kiswahili-text';
import { roleSchema } from './users-common';

/** The incentive option form (spec part 2 §5): type, title, description required; pointsNeeded whole ≥ 1; reward optional. */
export const incentiveOptionForm = z.object({
  type: z.enum(INCENTIVE_TYPES, message('Type is required')),
  title: z.string().check(z.trim(), z.minLength(1, message('Title is required')), z.maxLength(120)),
  description: z.string().check(z.trim(), z.minLength(1, message('Description is required')), z.maxLength(1000)),
  pointsNeeded: z.number(message('Points needed must be a whole number of at least 1')).check(z.int(message('Points needed must be a whole number of at least 1')), z.gte(1, message('Points needed must be a whole number of at least 1')), z.lte(1_000_000)),
  reward: z.pipe(z.nullish(z.string().check(z.trim(), z.maxLength(200))), z.transform((v) => v || null)),
  titleSw: kiswahiliInput(120),
  descriptionSw: kiswahiliInput(1000),
  rewardSw: kiswahiliInput(200),
});
export type IncentiveOptionForm = z.input<typeof incentiveOptionForm>;

const optionAnswer = z.object({ success: z.literal(true), data: incentiveOptionSchema });

export const listIncentiveOptions = defineEndpoint({
  method: 'GET',
  path: '/admin/gamification/incentive-options',
  permission: 'incentives.list',
  summary: 'Incentive options with their selection counts (a company admin counts its own company)',
  tag: 'gamification-admin',
  response: z.object({ success: z.literal(true), data: z.array(incentiveOptionSchema) }),
});

export const createIncentiveOption = defineEndpoint({
  method: 'POST',
  path: '/admin/gamification/incentive-options',
  permission: 'incentives.manage',
  summary: 'Create an incentive option',
  tag: 'gamification-admin',
  body: incentiveOptionForm,
  successStatus: 201,
  response: optionAnswer,
});

export const updateIncentiveOption = defineEndpoint({
  method: 'PUT',
  path: '/admin/gamification/incentive-options/{id}',
  permission: 'incentives.manage',
  summary: 'Update an incentive option',
  tag: 'gamification-admin',
  params: z.object({ id: z.uuid() }),
  body: incentiveOptionForm,
  response: optionAnswer,
});

export const deleteIncentiveOption = defineEndpoint({
  method: 'DELETE',
  path: '/admin/gamification/incentive-options/{id}',
  permission: 'incentives.manage',
  summary: 'Delete an incentive option nobody selected (409 while selectionCount > 0)',
  tag: 'gamification-admin',
  params: z.object({ id: z.uuid() }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});

const popularity = z.array(z.object({ optionId: z.string(), optionTitle: z.string(), selections: z.number().check(z.int()), percentage: z.number() }));

export const getStatistics = defineEndpoint({
  method: 'GET',
  path: '/admin/gamification/statistics',
  permission: 'points.report',
  summary: 'Agents, active selections and option popularity (own company for a company admin)',
  tag: 'gamification-admin',
  response: z.object({
    success: z.literal(true),
    data: z.object({ totalAgents: z.number().check(z.int()), activeSelections: z.number().check(z.int()), shortTermPopularity: popularity, longTermPopularity: popularity }),
  }),
});
export type GamificationStatistics = z.infer<typeof getStatistics.response>['data'];

export const getActivityOverview = defineEndpoint({
  method: 'GET',
  path: '/admin/gamification/activity-overview',
  permission: 'points.report',
  summary: 'Points awarded, top 10 agents and the 10 latest activities (own company for a company admin)',
  tag: 'gamification-admin',
  response: z.object({
    success: z.literal(true),
    data: z.object({
      totalPointsAwarded: z.number().check(z.int()),
      topPerformingAgents: z.array(z.object({ userId: z.string(), userName: z.string(), userEmail: z.string(), totalPoints: z.number().check(z.int()) })),
      recentActivities: z.array(activitySchema),
    }),
  }),
});
export type ActivityOverview = z.infer<typeof getActivityOverview.response>['data'];

/** An admin's points event for an agent (spec part 2 §7): the agent, the activity type and the reason. */
export const recordActivityBody = z.object({
  userId: z.uuid(message('Choose an agent')),
  activityType: z.enum(ACTIVITY_TYPES, message('Choose an activity type')),
  reason: z.string(message('Reason is required')).check(z.trim(), z.minLength(1, message('Reason is required')), z.maxLength(500, message('Reason must be at most 500 characters'))),
});
export type RecordActivityBody = z.input<typeof recordActivityBody>;

export const recordActivityFor = defineEndpoint({
  method: 'POST',
  path: '/admin/gamification/record-activity',
  permission: 'points.award',
  errors: [404],
  summary: 'Record a points event for a user with a reason (a company admin: users of its company)',
  tag: 'gamification-admin',
  body: recordActivityBody,
  response: z.object({ success: z.literal(true), message: z.string(), data: z.object({ pointsEarned: z.number().check(z.int()) }) }),
});

const dateOnly = z.union([z.optional(calendarDate), z.pipe(z.literal(''), z.transform(() => undefined))]);

export const reportQuery = z.object({
  agentName: optionalFilter,
  companyId: z.union([z.optional(z.uuid()), z.pipe(z.literal(''), z.transform(() => undefined))]),
  dateFrom: dateOnly,
  dateTo: dateOnly,
  tier: z.union([z.optional(z.enum(TIER_NAMES)), z.pipe(z.literal(''), z.transform(() => undefined))]),
});

/**
 * Spec part 2 §3 "Gamification report row", plus the tier and the points inside the date range. `totalPoints` and
 * `tier` count every point (tiers are by total points, §4); `pointsInRange`, `totalActivities` and
 * `averagePointsPerActivity` count the chosen dates (everything without dates).
 */
export const reportRowSchema = z.object({
  userId: z.string(),
  agentName: z.string(),
  agentEmail: z.string(),
  companyName: z.nullable(z.string()),
  role: roleSchema,
  totalPoints: z.number().check(z.int()),
  pointsInRange: z.number().check(z.int()),
  tier: z.enum(TIER_NAMES),
  totalActivities: z.number().check(z.int()),
  averagePointsPerActivity: z.number(),
  joinedDate: isoDateTime,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const getGamificationReport = defineEndpoint({
  method: 'GET',
  path: '/admin/gamification/report',
  permission: 'points.report',
  summary: 'Agent Performance Report: total points and tier per agent, with points and activities in the date range (own company for a company admin)',
  tag: 'gamification-admin',
  query: reportQuery,
  response: z.object({
    success: z.literal(true),
    data: z.array(reportRowSchema),
    filters: z.object({ availableCompanies: z.array(z.object({ id: z.string(), name: z.string() })) }),
  }),
});

export const exportGamificationReport = defineEndpoint({
  method: 'GET',
  path: '/admin/gamification/export-csv',
  permission: 'points.report',
  summary: 'The Agent Performance Report as gamification-report.csv (streamed)',
  tag: 'gamification-admin',
  query: reportQuery,
  responseKind: 'download',
  downloadTypes: ['text/csv'],
  response: z.never(),
});
