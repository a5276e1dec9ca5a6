import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paginate } from '../../../shared/contracts/common';
import type { RecordSaleBody, SaleDto, listSalesQuery } from '../../../shared/contracts/sales';
import { zonedInstant } from '../../../shared/season';
import type { AppDeps } from '../../context';
import { companies } from '../../db/schema';
import { type AuthUser, companyScope } from '../../plugins/auth';
import { badRequest, conflict, forbidden } from '../../plugins/errors';
import { farmerExistsInCompany } from '../farmers/farmers.repo';
import * as repo from './sales.repo';

type ListQuery = z.infer<typeof listSalesQuery>;

export async function listSales(deps: AppDeps, user: AuthUser, query: ListQuery) {
  const filter = { companyId: companyScope(user, undefined), search: query.search };
  const totalItems = await repo.countSales(deps.db, filter);
  const rows = await repo.listSales(deps.db, filter, (query.page - 1) * query.limit, query.limit);
  return { sales: rows, pagination: paginate(query.page, query.limit, totalItems) };
}

/** A plain date is the sale's local day: noon in the company's zone keeps it on that day in any week count. */
function saleInstant(value: string, timeZone: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? zonedInstant(value, 12, timeZone) : new Date(value);
}

/**
 * Records a sale by an engaged agent of a seed company to a farmer of that company. Recording the same id again
 * answers the stored sale (an offline sale replayed), so a retry never counts a sale twice.
 */
export async function recordSale(deps: AppDeps, user: AuthUser, body: RecordSaleBody): Promise<SaleDto> {
  if (!user.companyId) throw forbidden('Only members of a company can record sales.');
  const companyId = user.companyId;
  const [company] = await deps.db.select({ kind: companies.kind, timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (company?.kind !== 'seed') throw forbidden('Sales are recorded by agents of seed companies; lenders record loans.');

  const replayed = async (id: string) => {
    const existing = await repo.findSaleById(deps.db, id);
    if (existing && existing.companyId !== companyId) throw conflict('This sale id is already in use.', 'ID_IN_USE');
    return existing;
  };
  if (body.id) {
    const existing = await replayed(body.id);
    if (existing) return existing;
  }
  if (!(await farmerExistsInCompany(deps.db, body.farmerId, companyId))) {
    throw badRequest('Choose a farmer registered with your company', { farmerId: 'Choose a farmer registered with your company' });
  }
  const saleDate = saleInstant(body.saleDate, company.timeZone);
  if (saleDate.getTime() > deps.clock.now().getTime() + 24 * 3600_000) {
    throw badRequest('The sale date cannot be in the future', { saleDate: 'The sale date cannot be in the future' });
  }
  const id = body.id ?? randomUUID();
  await repo.insertSale(deps.db, {
    id,
    companyId,
    agentId: user.id,
    farmerId: body.farmerId,
    product: body.product,
    quantity: body.quantity,
    unit: body.unit,
    amountKes: body.amountKes,
    saleDate,
    createdAt: deps.clock.now(),
  });
  const sale = await replayed(id);
  if (!sale) throw conflict('The sale could not be recorded', 'SALE_NOT_RECORDED');
  return sale;
}
