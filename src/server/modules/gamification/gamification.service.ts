import type { Activity, ActivityParams, GamificationDashboard, IncentiveOption, Selection } from '@shared/contracts/gamification';
import { ACTIVITY_POINTS, type ActivityType } from '@shared/gamification';
import { seasonOf, zonedInstant } from '@shared/season';
import { DEFAULT_LONG_TERM_TARGET, DEFAULT_WEEKLY_TARGET, isoWeekOf, localDay, nextTier, tierFor } from '@shared/tiers';
import type { AppDeps } from '@server/context';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { badRequest, conflict, notFound, unprocessable } from '@server/lib/app-error';
import { awardPoints } from '../points/points.service';
import * as repo from './gamification.repo';

export const toOption = (r: repo.OptionRow): IncentiveOption => ({
  id: r.id,
  type: r.type,
  title: r.title,
  description: r.description,
  stages: { pointsNeeded: r.pointsNeeded, reward: r.reward },
  titleSw: r.titleSw,
  descriptionSw: r.descriptionSw,
  rewardSw: r.rewardSw,
  selectionCount: Number(r.selectionCount),
});

export const toActivity = (r: Awaited<ReturnType<typeof repo.latestActivities>>[number]): Activity => ({
  id: r.id,
  description: r.description,
  params: r.params,
  points: r.points,
  date: r.recordedAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
  recordedAt: r.recordedAt.toISOString(),
  activityType: r.activityType as ActivityType,
  agentName: r.agentName,
});

/** The user's company time zone (Nairobi by default): weeks, days and seasons are local. */
function zoneOf(user: AuthUser) {
  return user.company?.timeZone;
}

/** selectionCount counts the caller's own company (every company for an admin). */
export async function listOptions(deps: AppDeps, user: AuthUser): Promise<IncentiveOption[]> {
  return (await repo.listOptions(deps.db, accessScope(user, 'incentives.read'))).map(toOption);
}

async function selectionOf(deps: AppDeps, userId: string, type: repo.OptionType, period: string): Promise<Selection | null> {
  const row = await repo.findSelection(deps.db, userId, type, period);
  if (!row) return null;
  const option = await repo.findOption(deps.db, row.optionId);
  if (!option) return null;
  return {
    id: row.id,
    incentiveOptionId: row.optionId,
    seasonId: type === 'LONG_TERM' ? row.period : null,
    selectedAt: row.selectedAt.toISOString(),
    incentiveOption: toOption(option),
  };
}

export async function selections(deps: AppDeps, user: AuthUser) {
  const season = seasonOf(deps.clock.now(), zoneOf(user));
  return {
    shortTermSelection: await selectionOf(deps, user.id, 'SHORT_TERM', repo.SHORT_TERM_PERIOD),
    longTermSelection: await selectionOf(deps, user.id, 'LONG_TERM', season.id),
  };
}

async function optionOfType(deps: AppDeps, id: string, type: repo.OptionType) {
  const option = await repo.findOption(deps.db, id);
  if (!option || option.type !== type) {
    const message = type === 'SHORT_TERM' ? 'Choose a short-term (weekly) incentive option.' : 'Choose a long-term (seasonal) incentive option.';
    throw badRequest(message, { incentiveOptionId: message });
  }
  return option;
}

export async function selectShortTerm(deps: AppDeps, user: AuthUser, optionId: string, occurredAt: Date) {
  const option = await optionOfType(deps, optionId, 'SHORT_TERM');
  await repo.upsertShortTerm(deps.db, { userId: user.id, companyId: user.companyId, optionId, at: occurredAt });
  const selection = await selectionOf(deps, user.id, 'SHORT_TERM', repo.SHORT_TERM_PERIOD);
  if (!selection) throw notFound('Incentive option not found.');
  return { message: `Short-term incentive selected: ${option.title}`, data: selection };
}

/**
 * Fixed for the season of the choice's act: choosing the same option again answers it; another option is
 * refused (409).
 */
export async function selectLongTerm(deps: AppDeps, user: AuthUser, optionId: string, occurredAt: Date) {
  const option = await optionOfType(deps, optionId, 'LONG_TERM');
  const season = seasonOf(occurredAt, zoneOf(user));
  await repo.insertLongTerm(deps.db, { userId: user.id, companyId: user.companyId, optionId, seasonId: season.id, at: occurredAt });
  const selection = await selectionOf(deps, user.id, 'LONG_TERM', season.id);
  if (!selection) throw notFound('Incentive option not found.');
  if (selection.incentiveOptionId !== optionId) {
    throw conflict(
      `Your long-term incentive is fixed for the ${season.label} season: you already chose ${selection.incentiveOption.title}.`,
      'LONG_TERM_LOCKED',
    );
  }
  return { message: `Long-term incentive selected: ${option.title}`, data: selection };
}

export async function dashboard(deps: AppDeps, user: AuthUser): Promise<GamificationDashboard> {
  const timeZone = zoneOf(user);
  const now = deps.clock.now();
  const week = isoWeekOf(now, timeZone);
  const season = seasonOf(now, timeZone);
  const { total, weekly, season: seasonal } = await repo.pointTotals(deps.db, user.id, week.startsAt, week.endsBefore, zonedInstant(season.startsOn, 0, timeZone));
  const chosen = await selections(deps, user);
  const claim = await repo.findClaim(deps.db, user.id, week.id);
  return {
    totalPoints: total,
    weeklyPoints: weekly,
    currentTier: tierFor(total),
    nextTier: nextTier(total),
    ...chosen,
    weekId: week.id,
    weeklyTarget: chosen.shortTermSelection?.incentiveOption.stages.pointsNeeded ?? DEFAULT_WEEKLY_TARGET,
    claimedThisWeek: Boolean(claim),
    season: { id: season.id },
    seasonPoints: seasonal,
    longTermTarget: chosen.longTermSelection?.incentiveOption.stages.pointsNeeded ?? DEFAULT_LONG_TERM_TARGET,
  };
}

/**
 * Self-reported events: ATTEND_CHECKIN once per local day, REVISIT_TRAINING for a completed module once per
 * module per day (the same ledger key as opening the module, so the two paths never award twice). The day is
 * that of the act (`occurredAt`): a check-in made offline counts for the day it was made.
 */
export async function recordOwnActivity(deps: AppDeps, user: AuthUser, body: { activityType: ActivityType; moduleId?: string }, occurredAt: Date) {
  const day = localDay(occurredAt, zoneOf(user));
  let award: { sourceKey: string; description: string; params?: ActivityParams; refused: string };
  if (body.activityType === 'ATTEND_CHECKIN') {
    award = { sourceKey: `checkin:${user.id}:${day}`, description: 'Attended check-in', refused: 'You have already checked in today.' };
  } else if (body.activityType === 'REVISIT_TRAINING') {
    if (!body.moduleId) throw badRequest('Choose the completed module you revisited.', { moduleId: 'Choose the completed module you revisited.' });
    const module = await repo.moduleCompletedBy(deps.db, user.id, body.moduleId);
    if (!module.completed) throw unprocessable('Only a completed training module can be revisited for points.', 'MODULE_NOT_COMPLETED');
    award = {
      sourceKey: `revisit:${user.id}:${body.moduleId}:${day}`,
      description: `Revisited training module ${module.title}`,
      params: { module: module.title },
      refused: 'You have already earned points for revisiting this module today.',
    };
  } else {
    throw unprocessable('Only REVISIT_TRAINING and ATTEND_CHECKIN can be self-reported; other points are awarded when the event happens.', 'NOT_SELF_REPORTABLE');
  }
  const awarded = await awardPoints(deps.db, { userId: user.id, companyId: user.companyId, activityType: body.activityType, description: award.description, params: award.params, sourceKey: award.sourceKey, recordedAt: occurredAt, receivedAt: deps.clock.now() });
  if (!awarded) throw conflict(award.refused, 'ACTIVITY_LIMIT');
  const points = ACTIVITY_POINTS[body.activityType];
  return { message: `You earned ${points} points!`, data: { pointsEarned: points } };
}

/**
 * Once per ISO week (local time), with a short-term option chosen and its pointsNeeded reached by the week's
 * points. Only the week in progress when the claim arrives can be claimed (ADR 0046): a claim made in a week that
 * has closed since is refused (422 WEEK_CLOSED); that week's late points count in the week they arrived.
 */
export async function claimWeekly(deps: AppDeps, user: AuthUser, occurredAt: Date) {
  const week = isoWeekOf(deps.clock.now(), zoneOf(user));
  if (isoWeekOf(occurredAt, zoneOf(user)).id !== week.id) {
    throw unprocessable('This weekly incentive can no longer be claimed: its week ended before the claim reached the server.', 'WEEK_CLOSED');
  }
  const selection = await selectionOf(deps, user.id, 'SHORT_TERM', repo.SHORT_TERM_PERIOD);
  if (!selection) throw unprocessable('Select a short-term incentive before claiming your weekly reward.', 'NO_SHORT_TERM');
  if (await repo.findClaim(deps.db, user.id, week.id)) throw conflict('You have already claimed your weekly incentive this week.', 'ALREADY_CLAIMED');
  const pointsNeeded = selection.incentiveOption.stages.pointsNeeded || DEFAULT_WEEKLY_TARGET;
  const { weekly } = await repo.pointTotals(deps.db, user.id, week.startsAt, week.endsBefore);
  if (weekly < pointsNeeded) {
    throw unprocessable(
      `You need ${pointsNeeded - weekly} more points this week to claim ${selection.incentiveOption.title} (${weekly}/${pointsNeeded}).`,
      'NOT_ENOUGH_POINTS',
    );
  }
  const inserted = await repo.insertClaim(deps.db, { userId: user.id, weekId: week.id, optionId: selection.incentiveOptionId, weeklyPoints: weekly, at: occurredAt });
  if (!inserted) throw conflict('You have already claimed your weekly incentive this week.', 'ALREADY_CLAIMED');
  return {
    message: `Weekly incentive claimed: ${selection.incentiveOption.title}!`,
    data: { weekId: week.id, weeklyPoints: weekly, pointsNeeded, incentiveOptionId: selection.incentiveOptionId },
  };
}

export async function activities(deps: AppDeps, user: AuthUser, limit: number): Promise<Activity[]> {
  return (await repo.latestActivities(deps.db, { userId: user.id }, limit)).map(toActivity);
}
