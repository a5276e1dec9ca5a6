import type { FastifyInstance } from 'fastify';
import * as sessions from '../../../shared/contracts/sessions';
import type { AppDeps } from '../../context';
import { registerEndpoint } from '../../plugins/endpoint';
import { scheduleDailyPurge } from '../../plugins/purge-schedule';
import { logout, logoutEverywhere, purgeExpiredAccountRows } from './sessions.service';

export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, sessions.logout, ({ user }) => logout(deps, user));
  registerEndpoint(app, deps, sessions.logoutAll, ({ user }) => logoutEverywhere(deps, user));
  scheduleDailyPurge(app, 'sessions and rate limits', () => purgeExpiredAccountRows(deps));
}
