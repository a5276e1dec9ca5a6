import type { FastifyInstance } from 'fastify';
import { getAgent, listAgents, updateAgent } from '@shared/contracts/agents';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './agents.service';

export function registerAgentRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listAgents, async ({ user, query }) => service.listAgents(deps, user, query));
  registerEndpoint(app, deps, getAgent, async ({ user, params }) => ({ data: await service.getAgent(deps, user, params.id) }));
  registerEndpoint(app, deps, updateAgent, async ({ user, params, body, log }) => ({
    message: 'User updated successfully',
    data: await service.updateAgent(deps, user, params.id, body, log),
  }));
}
