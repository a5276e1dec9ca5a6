import type { FastifyInstance } from 'fastify';
import * as sessions from '@shared/contracts/sessions';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { scheduleDailyPurge } from '@server/plugins/purge-schedule';
import { logout, logoutEverywhere, purgeExpiredAccountRows } from './sessions.service';

export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, sessions.logout, ({ user }) => logout(deps, user));
  registerEndpoint(app, deps, sessions.logoutAll, ({ user }) => logoutEverywhere(deps, user));
  scheduleDailyPurge(app, 'sessions and rate limits', () => purgeExpiredAccountRows(deps));
}
