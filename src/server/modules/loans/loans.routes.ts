import type { FastifyInstance } from 'fastify';
import { applyLoan, approveLoan, disburseLoan, listLoans, recordRepayment, rejectLoan } from '@shared/contracts/loans';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './loans.service';

export function registerLoanRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listLoans, async ({ user, query }) => service.listLoans(deps, user, query));
  registerEndpoint(app, deps, applyLoan, async ({ user, body, occurredAt }) => ({ data: await service.applyForLoan(deps, user, body, occurredAt) }));
  registerEndpoint(app, deps, approveLoan, async ({ user, params, occurredAt }) => ({ data: await service.changeStatus(deps, user, params.id, 'approve', occurredAt) }));
  registerEndpoint(app, deps, rejectLoan, async ({ user, params, occurredAt }) => ({ data: await service.changeStatus(deps, user, params.id, 'reject', occurredAt) }));
  registerEndpoint(app, deps, disburseLoan, async ({ user, params, occurredAt }) => ({ data: await service.changeStatus(deps, user, params.id, 'disburse', occurredAt) }));
  registerEndpoint(app, deps, recordRepayment, async ({ user, params, body, occurredAt }) => ({ data: await service.recordRepayment(deps, user, params.id, body, occurredAt) }));
}
