import type { FastifyInstance } from 'fastify';
import { getHealth } from '../../../shared/contracts/health';
import type { AppDeps } from '../../context';
import { registerEndpoint } from '../../plugins/endpoint';
import { health } from './health.service';

export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, getHealth, () => health(deps));
}
