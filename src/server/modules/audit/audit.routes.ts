import type { FastifyInstance } from 'fastify';
import { listAuditEvents } from '@shared/contracts/audit';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './audit.service';

export function registerAuditRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listAuditEvents, async ({ query }) => service.listAuditEvents(deps, query));
}
