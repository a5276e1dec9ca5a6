import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { registerHealthRoutes } from './health/health.routes';

/** Every API module, one line each. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerHealthRoutes(app, deps);
}
