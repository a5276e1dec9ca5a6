import type { FastifyInstance } from 'fastify';
import { listSales, recordSale } from '@shared/contracts/sales';
import type { AppDeps } from '@server/context';
import { registerBulkWriter, registerEndpoint } from '@server/plugins/endpoint';
import * as service from './sales.service';

export function registerSalesRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listSales, async ({ user, query }) => service.listSales(deps, user, query));
  registerEndpoint(app, deps, recordSale, async ({ user, body, occurredAt }) => ({ data: await service.recordSale(deps, user, body, occurredAt) }));
  registerBulkWriter(app, recordSale, async (user, writes) => (await service.recordSalesInBulk(deps, user, writes)).map((sale) => (sale ? { data: sale } : null)));
}
