import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { paginate } from '@shared/contracts/common';
import type { RecordSaleBody, SaleDto, listSalesQuery, recordSale as recordSaleEndpoint } from '@shared/contracts/sales';
import { zonedInstant } from '@shared/season';
import { localDay } from '@shared/tiers';
import { OCCURRED_AT_FUTURE_TOLERANCE_MS } from '@server/lib/act-time';
import type { AppDeps } from '@server/context';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import type { BulkWrite } from '@server/plugins/endpoint-table';
import { badRequest, conflict, forbidden } from '@server/lib/app-error';
import { findAccount, findCompany } from '../accounts/accounts.service';
import { farmerExistsInCompany, farmersInCompany } from '../farmers/farmers.service';
import * as repo from './sales.repo';

type ListQuery = z.infer<typeof listSalesQuery>;

export async function listSales(deps: AppDeps, user: AuthUser, query: ListQuery) {
  const filter = { companyId: accessScope(user, 'sales.read'), search: query.search };
  const totalItems = await repo.countSales(deps.db, filter);
  const rows = await repo.listSales(deps.db, filter, (query.page - 1) * query.limit, query.limit);
  return { sales: rows, pagination: paginate(query.page, query.limit, totalItems) };
}

/** A plain date is the sale's local day: noon in the company's zone keeps it on that day in any week count. */
function saleInstant(value: string, timeZone: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? zonedInstant(value, 12, timeZone) : new Date(value);
}

/**
 * Records a sale by an engaged agent of a seed company to a farmer of that company, at `occurredAt` (the act).
 * Recording the same id again answers the stored sale (an offline sale replayed), so a retry never counts a sale
 * twice.
 */
export async function recordSale(deps: AppDeps, user: AuthUser, body: RecordSaleBody, occurredAt: Date): Promise<SaleDto> {
  if (!user.companyId) throw forbidden('Only members of a company can record sales.');
  const companyId = user.companyId;
  const company = await seedCompany(deps, companyId);
  if (!company) throw forbidden('Sales are recorded by agents of seed companies; lenders record loans.');

  const replayed = async (id: string) => {
    const existing = await repo.findSaleById(deps.db, id);
    if (existing && existing.companyId !== companyId) throw conflict('This sale id is already in use.', 'ID_IN_USE');
    return existing;
  };
  if (body.id) {
    const existing = await replayed(body.id);
    if (existing) return existing;
  }
  if (!(await farmerExistsInCompany(deps, body.farmerId, companyId))) {
    throw badRequest('Choose a farmer registered with your company', { farmerId: 'Choose a farmer registered with your company' });
  }
  const saleDate = saleInstant(body.saleDate, company.timeZone);
  const refusal = saleDateRefusal(body.saleDate, saleDate, await saleDateBounds(deps, user, company.timeZone));
  if (refusal) throw badRequest(refusal, { saleDate: refusal });
  const id = body.id ?? randomUUID();
  await repo.insertSale(deps.db, newSale(deps, user, companyId, id, body, saleDate, occurredAt));
  const sale = await replayed(id);
  if (!sale) throw conflict('The sale could not be recorded', 'SALE_NOT_RECORDED');
  return sale;
}

/**
 * The sync batch's bulk path (ADR 0007): records with a few statements every sale that is plainly new (an id
 * found neither stored nor earlier in the run, a farmer of the company, a date not in the future) and answers
 * null for the rest, which recordSale then takes one by one.
 */
export async function recordSalesInBulk(deps: AppDeps, user: AuthUser, writes: BulkWrite<typeof recordSaleEndpoint>[]): Promise<(SaleDto | null)[]> {
  const bodies = writes.map((w) => w.body);
  const companyId = user.companyId;
  const company = companyId && bodies.length ? await seedCompany(deps, companyId) : null;
  if (!companyId || !company) return bodies.map(() => null);
  const [taken, ownFarmers, bounds] = await Promise.all([
    repo.existingSaleIds(deps.db, bodies.flatMap((b) => (b.id ? [b.id] : []))),
    farmersInCompany(deps, [...new Set(bodies.map((b) => b.farmerId))], companyId),
    saleDateBounds(deps, user, company.timeZone),
  ]);
  const plain = writes.map(({ body, occurredAt }) => {
    const saleDate = saleInstant(body.saleDate, company.timeZone);
    const clashes = (body.id && taken.has(body.id)) || !ownFarmers.has(body.farmerId) || saleDateRefusal(body.saleDate, saleDate, bounds) !== null;
    if (body.id) taken.add(body.id);
    return clashes ? null : { id: body.id ?? randomUUID(), body, saleDate, occurredAt };
  });
  const fresh = plain.filter((p) => p !== null);
  await repo.insertNewSales(deps.db, fresh.map((p) => newSale(deps, user, companyId, p.id, p.body, p.saleDate, p.occurredAt)));
  const stored = new Map((await repo.findSalesByIds(deps.db, fresh.map((p) => p.id))).map((s) => [s.id, s]));
  return plain.map((p) => (p ? (stored.get(p.id) ?? null) : null));
}

/** The caller's company when it is a seed company (the only kind that records sales). */
async function seedCompany(deps: AppDeps, companyId: string): Promise<{ timeZone: string } | null> {
  const company = await findCompany(deps, companyId);
  return company?.kind === 'seed' ? company : null;
}

export const SALE_DATE_IN_FUTURE = 'The sale date cannot be in the future';
export const SALE_DATE_BEFORE_ACCOUNT = 'The sale date cannot be before your account was created';

interface SaleDateBounds {
  /** The local day the agent's account was created: no sale of theirs is older. */
  firstDay: string;
  /** The server's clock plus the tolerance of act times (a phone clock a little ahead). */
  latest: Date;
  timeZone: string;
}

async function saleDateBounds(deps: AppDeps, user: AuthUser, timeZone: string): Promise<SaleDateBounds> {
  const account = await findAccount(deps, user.id);
  const now = deps.clock.now();
  return { firstDay: localDay(account?.user.createdAt ?? now, timeZone), latest: new Date(now.getTime() + OCCURRED_AT_FUTURE_TOLERANCE_MS), timeZone };
}

/**
 * A sale date is bounded like the time of an act (issue 31 item 8, ADR 0047): not before the day the agent's
 * account was created (1970 or 2001 are typos or a back-dating), not after today. A plain date is compared as a
 * day in the company's zone; an instant as an instant, with the act times' clock tolerance.
 */
function saleDateRefusal(value: string, saleDate: Date, bounds: SaleDateBounds): string | null {
  const day = localDay(saleDate, bounds.timeZone);
  if (day < bounds.firstDay) return SALE_DATE_BEFORE_ACCOUNT;
  const plainDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const future = plainDate ? day > localDay(bounds.latest, bounds.timeZone) : saleDate.getTime() > bounds.latest.getTime();
  return future ? SALE_DATE_IN_FUTURE : null;
}

function newSale(deps: AppDeps, user: AuthUser, companyId: string, id: string, body: RecordSaleBody, saleDate: Date, recordedAt: Date): repo.NewSale {
  return {
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
    recordedAt,
  };
}

/** A farmer's latest sales and the totals of all of them (the farmer's page); the caller checked the farmer. */
export async function salesOfFarmer(deps: AppDeps, farmerId: string, limit: number) {
  const [items, totals] = await Promise.all([repo.listSales(deps.db, { farmerId }, 0, limit), repo.saleTotals(deps.db, { farmerId })]);
  return { items, totals };
}
