import type { FastifyInstance } from 'fastify';
import { listSyncStatus, syncBatch } from '@shared/contracts/sync';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { endpointTableOf } from '@server/plugins/endpoint-table';
import { scheduleIdempotencyCleanup } from '@server/plugins/idempotency/purge-schedule';
import { registerSyncAdmission } from './sync-admission';
import * as service from './sync.service';

export function registerSyncRoutes(app: FastifyInstance, deps: AppDeps): void {
  const endpoints = endpointTableOf(app);
  registerSyncAdmission(app, deps);
  // Not idempotent as a whole: each dispatched entry is, in a transaction of its own.
  registerEndpoint(app, deps, syncBatch, ({ user, body, ip, log }) => service.applyBatch(deps, endpoints, { user, ip, log }, body), { idempotent: false });
  registerEndpoint(app, deps, listSyncStatus, ({ user, query }) => service.listSyncStatus(deps, user, query));
  scheduleIdempotencyCleanup(app, deps);
}
