import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as agent from '@shared/contracts/gamification';
import * as adminApi from '@shared/contracts/gamification-admin';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as admin from './gamification-admin.service';
import * as service from './gamification.service';

const ok = true as const;

export function registerGamificationRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, agent.listOptions, async ({ user }) => ({ success: ok, data: await service.listOptions(deps, user) }));
  registerEndpoint(app, deps, agent.selectShortTerm, async ({ user, body, occurredAt }) => ({
    success: ok,
    ...(await service.selectShortTerm(deps, user, body.incentiveOptionId, occurredAt)),
  }));
  registerEndpoint(app, deps, agent.selectLongTerm, async ({ user, body, occurredAt }) => ({
    success: ok,
    ...(await service.selectLongTerm(deps, user, body.incentiveOptionId, occurredAt)),
  }));
  registerEndpoint(app, deps, agent.getSelections, async ({ user }) => ({ success: ok, data: await service.selections(deps, user) }));
  registerEndpoint(app, deps, agent.getDashboard, async ({ user }) => ({ success: ok, data: await service.dashboard(deps, user) }));
  registerEndpoint(app, deps, agent.recordActivity, async ({ user, body, occurredAt }) => ({ success: ok, ...(await service.recordOwnActivity(deps, user, body, occurredAt)) }));
  registerEndpoint(app, deps, agent.claimWeekly, async ({ user, occurredAt }) => ({ success: ok, ...(await service.claimWeekly(deps, user, occurredAt)) }));
  registerEndpoint(app, deps, agent.listActivities, async ({ user, query }) => ({ success: ok, data: await service.activities(deps, user, query.limit) }));

  registerEndpoint(app, deps, adminApi.listIncentiveOptions, async ({ user }) => ({ success: ok, data: await admin.listOptions(deps, user) }));
  registerEndpoint(app, deps, adminApi.createIncentiveOption, async ({ body }) => ({ success: ok, data: await admin.createOption(deps, body) }));
  registerEndpoint(app, deps, adminApi.updateIncentiveOption, async ({ params, body }) => ({ success: ok, data: await admin.updateOption(deps, params.id, body) }));
  registerEndpoint(app, deps, adminApi.deleteIncentiveOption, async ({ params }) => ({ success: ok, ...(await admin.deleteOption(deps, params.id)) }));
  registerEndpoint(app, deps, adminApi.getStatistics, async ({ user }) => ({ success: ok, data: await admin.statistics(deps, user) }));
  registerEndpoint(app, deps, adminApi.getActivityOverview, async ({ user }) => ({ success: ok, data: await admin.activityOverview(deps, user) }));
  // Without an Idempotency-Key every request is its own event; with one, a replay awards nothing more.
  registerEndpoint(app, deps, adminApi.recordActivityFor, async ({ user, body, idempotencyKey, occurredAt }) => ({
    success: ok,
    ...(await admin.recordActivityFor(deps, user, body, idempotencyKey ?? randomUUID(), occurredAt)),
  }));
  registerEndpoint(app, deps, adminApi.getGamificationReport, async ({ user, query }) => ({ success: ok, ...(await admin.report(deps, user, query)) }));
  registerEndpoint(app, deps, adminApi.exportGamificationReport, async ({ user, query }) => admin.exportCsv(deps, user, query));
}
