import type { FastifyInstance } from 'fastify';
import { createFarmer, getFarmer, listFarmers, updateFarmer } from '@shared/contracts/farmers';
import type { AppDeps } from '@server/context';
import { registerBulkWriter, registerEndpoint } from '@server/plugins/endpoint';
import { importFarmers } from '@shared/contracts/farmer-import';
import { farmerChanges } from '@shared/contracts/farmer-changes';
import { scheduleDailyPurge } from '@server/plugins/purge-schedule';
import * as changes from './farmer-changes.service';
import * as edits from './farmer-edits.service';
import { farmerDetails } from './farmer-page.service';
import * as imports from './farmer-import.service';
import * as service from './farmers.service';

export function registerFarmerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(
    app,
    deps,
    listFarmers,
    async ({ user, query }) => (query.exportCsv ? service.exportFarmers(deps, user, query) : service.listFarmers(deps, user, query)),
    { authEpochInReads: true },
  );
  registerEndpoint(app, deps, farmerChanges, async ({ user, query }) => changes.farmerChanges(deps, user, query));
  scheduleDailyPurge(app, 'farmer tombstones', () => changes.purgeOldTombstones(deps));
  registerEndpoint(app, deps, createFarmer, async ({ user, body, occurredAt }) => ({ data: await service.registerFarmer(deps, user, body, occurredAt) }));
  registerEndpoint(app, deps, importFarmers, async ({ user, upload, query, occurredAt }) =>
    imports.importFarmers(deps, user, upload, query.dryRun ?? false, occurredAt),
  );
  registerEndpoint(app, deps, getFarmer, async ({ user, params }) => farmerDetails(deps, user, params.id));
  registerEndpoint(app, deps, updateFarmer, async ({ user, params, body, occurredAt }) => ({ data: await edits.editFarmer(deps, user, params.id, body, occurredAt) }));
  registerBulkWriter(app, createFarmer, async (user, writes) =>
    (await service.registerFarmersInBulk(deps, user, writes)).map((farmer) => (farmer ? { data: farmer } : null)),
  );
}
