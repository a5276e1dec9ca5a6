import type { FastifyInstance } from 'fastify';
import { createFarmer, listFarmers } from '../../../shared/contracts/farmers';
import type { AppDeps } from '../../context';
import { registerBulkWriter, registerEndpoint } from '../../plugins/endpoint';
import * as service from './farmers.service';

export function registerFarmerRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listFarmers, async ({ user, query }) =>
    query.exportCsv ? service.exportFarmers(deps, user, query) : service.listFarmers(deps, user, query),
  );
  registerEndpoint(app, deps, createFarmer, async ({ user, body, occurredAt }) => ({ data: await service.registerFarmer(deps, user, body, occurredAt) }));
  registerBulkWriter(app, createFarmer, async (user, writes) =>
    (await service.registerFarmersInBulk(deps, user, writes)).map((farmer) => (farmer ? { data: farmer } : null)),
  );
}
