import type { FastifyInstance } from 'fastify';
import { getTargets, putTargets } from '@shared/contracts/targets';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './targets.service';

export function registerTargetRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, getTargets, async ({ user, query }) => ({ data: await service.getTargets(deps, user, query) }));
  registerEndpoint(app, deps, putTargets, async ({ user, body }) => ({ data: await service.putTargets(deps, user, body) }));
}
