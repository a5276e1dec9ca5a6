import type { FastifyInstance } from 'fastify';
import { agentTrainingReport } from '@shared/contracts/reports';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './agent-training.service';

export function registerReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, agentTrainingReport, async ({ user, query }) =>
    query.exportCsv ? service.exportAgentTraining(deps, user, query) : service.agentTrainingReport(deps, user, query),
  );
}
