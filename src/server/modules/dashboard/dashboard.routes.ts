import type { FastifyInstance } from 'fastify';
import { getAdminDashboard, getAgentDashboard, getDashboard, getWeeklyFarmers, getWeeklySales } from '@shared/contracts/dashboard';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './dashboard.service';

export function registerDashboardRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The dashboard's figures statement brings the auth epoch (ADR 0038).
  const epochInReads = { authEpochInReads: true };
  registerEndpoint(app, deps, getDashboard, async ({ user, query }) => ({ data: await service.dashboard(deps, user, query.weeks) }), epochInReads);
  registerEndpoint(app, deps, getAdminDashboard, async ({ user, query }) => ({ data: await service.adminDashboard(deps, user, query.weeks) }), epochInReads);
  registerEndpoint(app, deps, getAgentDashboard, async ({ user, query }) => ({ data: await service.agentDashboard(deps, user, query.weeks) }), epochInReads);
  registerEndpoint(app, deps, getWeeklySales, async ({ user, query }) => service.weeklySales(deps, user, query.weeks));
  registerEndpoint(app, deps, getWeeklyFarmers, async ({ user, query }) => service.weeklyFarmers(deps, user, query.weeks));
}
