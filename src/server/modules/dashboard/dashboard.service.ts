import type { DashboardData } from '@shared/contracts/dashboard';
import { percentage } from '@shared/format';
import { DEFAULT_TIME_ZONE, localDateParts, seasonOfDate } from '@shared/season';
import type { AppDeps } from '@server/context';
import type { AuthUser } from '@server/plugins/auth';
import { isAgentRole } from '@shared/roles';
import { statsForUser } from '../training/training.service';
import { summedTargets } from '../targets/targets.service';
import * as repo from './dashboard.repo';
import { fillWeeks, weekStarts } from './weeks';

type Kind = 'seed' | 'lender';
type View = 'admin' | 'agent';

interface Context {
  scope: repo.Scope;
  /** Which business the sales figures count: KES of seed sales, or Kgs disbursed by lenders. */
  kind: Kind;
  companyName: string;
}

/**
 * Admin figures are company-wide (every company for admin, own company for company_admin); agent figures are
 * the agent's own. The platform admin's sales chart and sales target count seed companies in KES.
 */
function contextOf(user: AuthUser, view: View): Context {
  const { company } = user;
  const timeZone = company?.timeZone ?? DEFAULT_TIME_ZONE;
  const scope: repo.Scope =
    view === 'agent' ? { agentId: user.id, companyId: user.companyId ?? undefined, timeZone } : { companyId: user.role === 'admin' ? undefined : (company?.id ?? user.companyId ?? undefined), timeZone };
  return { scope, kind: company?.kind ?? 'seed', companyName: company?.name ?? 'All companies' };
}

const defaultView = (user: AuthUser): View => (isAgentRole(user.role) ? 'agent' : 'admin');

const salesSeries = (mondays: string[], totals: Map<string, number>) => fillWeeks(mondays, totals).map(({ value, ...week }) => ({ ...week, sales: value }));
const farmersSeries = (mondays: string[], totals: Map<string, number>) => fillWeeks(mondays, totals).map(({ value, ...week }) => ({ ...week, farmers: value }));

/** Today's local date in the scope's time zone, worked out once per request: each time builds an Intl formatter, the costliest date work of a request. */
const todayOf = (deps: AppDeps, ctx: Context) => localDateParts(deps.clock.now(), ctx.scope.timeZone);

async function weeklySalesOf(deps: AppDeps, ctx: Context, weeks: number) {
  const mondays = weekStarts(todayOf(deps, ctx), weeks);
  const totals = ctx.kind === 'seed' ? await repo.weeklySales(deps.db, ctx.scope, mondays[0]) : await repo.weeklyDisbursed(deps.db, ctx.scope, mondays[0]);
  return salesSeries(mondays, totals);
}

async function weeklyFarmersOf(deps: AppDeps, ctx: Context, weeks: number) {
  const mondays = weekStarts(todayOf(deps, ctx), weeks);
  const totals = await repo.weeklyFarmers(deps.db, ctx.scope, mondays[0]);
  return farmersSeries(mondays, totals);
}

async function dashboardOf(deps: AppDeps, user: AuthUser, view: View, weeks: number): Promise<DashboardData> {
  const ctx = contextOf(user, view);
  const { scope, kind } = ctx;
  const today = todayOf(deps, ctx);
  const season = seasonOfDate(today.year, today.month);
  const mondays = weekStarts(today, weeks);
  // Independent reads: on PostgreSQL they run side by side on the pool.
  const [targets, figures, { stats }] = await Promise.all([
    summedTargets(deps, { companyId: scope.companyId, agentId: scope.agentId, kind, season: season.id }),
    repo.dashboardFigures(deps.db, scope, { kind, season: [season.startsOn, season.endsBefore], weeksFrom: mondays[0] }),
    statsForUser(deps, user),
  ]);
  const { salesAchieved, farmersAchieved } = figures;
  return {
    metrics: {
      totalAgents: figures.totalAgents,
      totalFarmers: figures.totalFarmers,
      seedSasaSales: figures.seedSasaSales,
      everlendSales: figures.everlendSales,
      salesTargets: { target: targets.salesTarget, achieved: salesAchieved, percentage: percentage(salesAchieved, targets.salesTarget) },
      farmerTargets: { target: targets.farmersTarget, achieved: farmersAchieved, percentage: percentage(farmersAchieved, targets.farmersTarget) },
      pointsEarned: figures.pointsEarned,
      currency: kind === 'seed' ? 'KES' : 'Kgs',
    },
    companyInfo: { name: ctx.companyName },
    trainingProgress: { completedModules: stats.completedModules, totalModules: stats.totalModules },
    charts: {
      weeklySales: salesSeries(mondays, figures.weeklySales),
      weeklyFarmers: farmersSeries(mondays, figures.weeklyFarmers),
    },
  };
}

export const dashboard = (deps: AppDeps, user: AuthUser, weeks: number) => dashboardOf(deps, user, defaultView(user), weeks);
export const adminDashboard = (deps: AppDeps, user: AuthUser, weeks: number) => dashboardOf(deps, user, 'admin', weeks);
export const agentDashboard = (deps: AppDeps, user: AuthUser, weeks: number) => dashboardOf(deps, user, 'agent', weeks);

export async function weeklySales(deps: AppDeps, user: AuthUser, weeks: number) {
  const ctx = contextOf(user, defaultView(user));
  return { data: await weeklySalesOf(deps, ctx, weeks), currency: ctx.kind === 'seed' ? ('KES' as const) : ('Kgs' as const) };
}

export async function weeklyFarmers(deps: AppDeps, user: AuthUser, weeks: number) {
  const ctx = contextOf(user, defaultView(user));
  return { data: await weeklyFarmersOf(deps, ctx, weeks) };
}
