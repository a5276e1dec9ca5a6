import type { FastifyInstance } from 'fastify';
import { getHealth, getHealthLive, getHealthReady } from '@shared/contracts/health';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { health, live } from './health.service';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, getHealth, () => health(deps));
  registerEndpoint(app, deps, getHealthLive, async () => live());
  registerEndpoint(app, deps, getHealthReady, () => health(deps));
}
