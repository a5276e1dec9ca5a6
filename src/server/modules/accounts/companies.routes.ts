import type { FastifyInstance } from 'fastify';
import { listCompanies as listCompaniesEndpoint } from '@shared/contracts/auth';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { listCompanies } from './accounts.service';

export function registerCompanyRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listCompaniesEndpoint, async () => ({ companies: await listCompanies(deps) }));
}
