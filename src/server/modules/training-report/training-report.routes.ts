import type { FastifyInstance } from 'fastify';
import { getPreTrainingReport, listReportUsers } from '@shared/contracts/training-report';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './training-report.service';

export function registerTrainingReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listReportUsers, async ({ user, query }) => service.listUsers(deps, user, query));
  registerEndpoint(app, deps, getPreTrainingReport, async ({ user, params }) => ({ data: await service.userReport(deps, user, params.id) }));
}
