import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/context';
import { registerAuthRoutes } from './auth.routes';
import { registerCompanyRoutes } from './companies.routes';
import { registerPhotoRoutes } from './photos.routes';
import { registerSessionRoutes } from './sessions.routes';

/** The accounts module: sign-in and account flows, sign-out, the companies list, stored profile photos. */
export function registerAccountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerAuthRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerCompanyRoutes(app, deps);
  registerPhotoRoutes(app, deps);
}
