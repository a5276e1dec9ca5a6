import { type RecordSaleBody, type SaleDto, recordSale } from '@shared/contracts/sales';
import type { SessionUser } from '../../../lib/session';
import { enqueue } from '../../../offline/outbox';
import { salesKeys } from './sales-queries';

/** The dashboard's key: a synced sale changes its figures too. */
const DASHBOARD_KEY = ['dashboard'];

/** Queues the sale in the outbox; it shows at once in the list as "waiting to sync". */
export async function queueSale(body: RecordSaleBody, user: SessionUser, farmer: { name: string; county: string }, now = new Date()): Promise<SaleDto> {
  const id = body.id ?? crypto.randomUUID();
  const record: SaleDto = {
    id,
    companyId: user.companyId ?? '',
    farmerId: body.farmerId,
    farmer,
    agentId: user.id,
    agent: { name: user.name },
    product: body.product,
    quantity: body.quantity,
    unit: body.unit,
    amountKes: body.amountKes,
    saleDate: body.saleDate,
    createdAt: now.toISOString(),
  };
  await enqueue(recordSale, {
    id,
    body: { ...body, id },
    kind: 'sale.record',
    label: `Record sale of ${body.product} to ${farmer.name}`,
    local: { collection: 'sales', record },
    invalidates: [[...salesKeys.all], DASHBOARD_KEY],
  });
  return record;
}
