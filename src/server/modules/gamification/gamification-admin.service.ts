import type { z } from 'zod/mini';
import type { ActivityOverview, GamificationStatistics, ReportRow, incentiveOptionForm, reportQuery } from '@shared/contracts/gamification-admin';
import type { IncentiveOption } from '@shared/contracts/gamification';
import { ACTIVITY_POINTS, type ActivityType } from '@shared/gamification';
import { isAgentRole } from '@shared/roles';
import { seasonOf, zonedInstant } from '@shared/season';
import { tierByName, tierFor } from '@shared/tiers';
import type { AppDeps } from '@server/context';
import { accessScope, requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { conflict, forbidden, notFound } from '@server/lib/app-error';
import { type CsvColumn, csvDownload, inBatches } from '@server/lib/csv';
import { awardPoints } from '../points/points.service';
import * as admin from './gamification-admin.repo';
import * as repo from './gamification.repo';
import { toActivity, toOption } from './gamification.service';

type OptionForm = z.infer<typeof incentiveOptionForm>;
type ReportQuery = z.infer<typeof reportQuery>;
const OPTION_NOT_FOUND = 'Incentive option not found.';
const USER_NOT_FOUND = 'User not found.';
const TOP = 10;

export async function listOptions(deps: AppDeps, caller: AuthUser): Promise<IncentiveOption[]> {
  return (await repo.listOptions(deps.db, accessScope(caller, 'incentives.list'))).map(toOption);
}

export async function createOption(deps: AppDeps, form: OptionForm): Promise<IncentiveOption> {
  const id = await repo.insertOption(deps.db, form);
  const row = await repo.findOption(deps.db, id);
  if (!row) throw notFound(OPTION_NOT_FOUND);
  return toOption(row);
}

export async function updateOption(deps: AppDeps, id: string, form: OptionForm): Promise<IncentiveOption> {
  const existing = await repo.findOption(deps.db, id);
  if (!existing) throw notFound(OPTION_NOT_FOUND);
  if (existing.type !== form.type && existing.selectionCount > 0) {
    throw conflict('The type of an option agents have selected cannot change.', 'OPTION_SELECTED');
  }
  await repo.updateOption(deps.db, id, form, deps.clock.now());
  const row = await repo.findOption(deps.db, id);
  if (!row) throw notFound(OPTION_NOT_FOUND);
  return toOption(row);
}

export async function deleteOption(deps: AppDeps, id: string) {
  if (await repo.deleteUnselectedOption(deps.db, id)) return { message: 'Incentive option deleted successfully' };
  if (!(await repo.findOption(deps.db, id))) throw notFound(OPTION_NOT_FOUND);
  throw conflict('Cannot delete - agents have selected this option', 'OPTION_SELECTED');
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

export async function statistics(deps: AppDeps, caller: AuthUser): Promise<GamificationStatistics> {
  const companyId = accessScope(caller, 'points.report');
  const rows = await admin.popularity(deps.db, seasonOf(deps.clock.now()).id, companyId);
  const of = (type: 'SHORT_TERM' | 'LONG_TERM') => {
    const list = rows.filter((r) => r.type === type).map((r) => ({ ...r, selections: Number(r.selections) }));
    const sum = list.reduce((s, r) => s + r.selections, 0);
    return list.map((r) => ({ optionId: r.optionId, optionTitle: r.optionTitle, selections: r.selections, percentage: percent(r.selections, sum) }));
  };
  const shortTermPopularity = of('SHORT_TERM');
  const longTermPopularity = of('LONG_TERM');
  return {
    totalAgents: await admin.countAgents(deps.db, companyId),
    activeSelections: [...shortTermPopularity, ...longTermPopularity].reduce((s, r) => s + r.selections, 0),
    shortTermPopularity,
    longTermPopularity,
  };
}

export async function activityOverview(deps: AppDeps, caller: AuthUser): Promise<ActivityOverview> {
  const companyId = accessScope(caller, 'points.report');
  const top = await admin.topAgents(deps.db, TOP, companyId);
  return {
    totalPointsAwarded: await admin.totalPointsAwarded(deps.db, companyId),
    topPerformingAgents: top.map((a) => ({ ...a, totalPoints: Number(a.totalPoints) })),
    recentActivities: (await repo.latestActivities(deps.db, { companyId }, TOP)).map(toActivity),
  };
}

/**
 * Points go to agents: the admin records an event for an agent or recruit of any company, a company admin for
 * those of its own company; never for themself, another admin or a company admin (403; another company's: 404).
 * Dated by `occurredAt` (the act).
 */
export async function recordActivityFor(
  deps: AppDeps,
  caller: AuthUser,
  body: { userId: string; activityType: ActivityType; reason: string },
  key: string,
  occurredAt: Date,
) {
  const target = await repo.findUser(deps.db, body.userId);
  if (!target) throw notFound(USER_NOT_FOUND);
  requireAccess(caller, 'points.award', { user: target }, { selfRefused: 'You cannot award points to yourself.', notFound: USER_NOT_FOUND });
  if (!isAgentRole(target.role)) throw forbidden('Points can only be recorded for agents.');
  await awardPoints(deps.db, {
    userId: target.id,
    companyId: target.companyId,
    activityType: body.activityType,
    description: `${body.activityType.replace(/_/g, ' ').toLowerCase()} recorded by ${caller.name}`,
    params: { recordedBy: caller.name },
    sourceKey: `admin:${caller.id}:${key}`,
    reason: body.reason,
    recordedById: caller.id,
    recordedAt: occurredAt,
    receivedAt: deps.clock.now(),
  });
  const points = ACTIVITY_POINTS[body.activityType];
  return { message: `${points} points recorded for ${target.name}`, data: { pointsEarned: points } };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function reportFilter(caller: AuthUser, q: ReportQuery): admin.ReportFilter {
  const tier = q.tier ? tierByName(q.tier) : undefined;
  return {
    companyId: accessScope(caller, 'points.report', q.companyId),
    agentName: q.agentName,
    from: q.dateFrom ? zonedInstant(q.dateFrom, 0) : undefined,
    // Date To is inclusive: events before the next local midnight.
    to: q.dateTo ? new Date(zonedInstant(q.dateTo, 0).getTime() + DAY_MS) : undefined,
    minPoints: tier?.min,
    maxPoints: tier?.max,
  };
}

/** The tier is the total's (spec part 2 §4: tiers by total points); activities and their average count the dates. */
const toRow = (r: admin.ReportDbRow): ReportRow => {
  const totalPoints = Number(r.totalPoints);
  const pointsInRange = Number(r.pointsInRange);
  const totalActivities = Number(r.activitiesInRange);
  return {
    userId: r.userId,
    agentName: r.agentName,
    agentEmail: r.agentEmail,
    companyName: r.companyName,
    role: r.role,
    totalPoints,
    pointsInRange,
    tier: tierFor(totalPoints).name,
    totalActivities,
    averagePointsPerActivity: totalActivities ? Math.round((pointsInRange / totalActivities) * 10) / 10 : 0,
    joinedDate: r.joinedDate.toISOString(),
  };
};

/** One row per agent; a ceiling keeps one JSON answer bounded (the CSV export streams every row). */
const REPORT_ROWS_MAX = 5000;

export async function report(deps: AppDeps, caller: AuthUser, q: ReportQuery) {
  const filter = reportFilter(caller, q);
  const rows = await admin.reportRows(deps.db, filter, 0, REPORT_ROWS_MAX);
  return {
    data: rows.map(toRow),
    filters: { availableCompanies: await admin.companiesFor(deps.db, accessScope(caller, 'points.report')) },
  };
}

/** The screen's columns; 'Points in Range' only when dates are chosen, as on the screen. */
const csvColumns = (dated: boolean): CsvColumn<ReportRow>[] => [
  { header: 'Agent Name', value: (r) => r.agentName },
  { header: 'Email', value: (r) => r.agentEmail },
  { header: 'Company', value: (r) => r.companyName },
  { header: 'Role', value: (r) => r.role },
  { header: 'Total Points', value: (r) => r.totalPoints },
  ...(dated ? [{ header: 'Points in Range', value: (r: ReportRow) => r.pointsInRange }] : []),
  { header: 'Tier', value: (r) => r.tier },
  { header: 'Activities', value: (r) => r.totalActivities },
  { header: 'Avg Points', value: (r) => r.averagePointsPerActivity },
  { header: 'Joined Date', value: (r) => r.joinedDate.slice(0, 10) },
];

export function exportCsv(deps: AppDeps, caller: AuthUser, q: ReportQuery) {
  const filter = reportFilter(caller, q);
  const pages = inBatches(async (offset, size) => (await admin.reportRows(deps.db, filter, offset, size)).map(toRow), 500);
  return csvDownload('gamification-report.csv', csvColumns(Boolean(q.dateFrom || q.dateTo)), pages);
}
