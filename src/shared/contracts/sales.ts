import { z } from 'zod/mini';
import { message } from './messages';
import { amountSchema } from './amount';
import { calendarDateOrInstant } from './calendar-date';
import { optionalFilter, pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';

/** The sales table shows 5 per page (spec part 2 §9). */
export const SALES_PAGE_SIZE = 5;
export const SALE_UNITS = ['Kg', 'Bag', 'Packet', 'Litre', 'Piece'] as const;

export const saleSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  farmerId: z.string(),
  farmer: z.nullable(z.object({ name: z.string(), county: z.string() })),
  agentId: z.nullable(z.string()),
  agent: z.nullable(z.object({ name: z.string() })),
  product: z.string(),
  quantity: z.number(),
  unit: z.string(),
  amountKes: z.number(),
  saleDate: z.string(),
  /** When the server stored the sale. */
  createdAt: z.string(),
  /** When the agent recorded it (offline too). */
  recordedAt: z.string(),
});
export type SaleDto = z.infer<typeof saleSchema>;

/** The Record Sale form and POST /sales body. */
export const recordSaleBody = z.object({
  /** The outbox entry id: a sale queued offline keeps its id on the server. */
  id: z.optional(z.uuid()),
  farmerId: z.uuid(message('Farmer is required')),
  product: z.string(message('Product is required')).check(z.trim(), z.minLength(1, message('Product is required')), z.maxLength(120)),
  quantity: amountSchema({ label: 'Quantity', max: 1_000_000 }),
  unit: z.string(message('Unit is required')).check(z.trim(), z.minLength(1, message('Unit is required')), z.maxLength(30)),
  amountKes: amountSchema({ label: 'Amount', max: 100_000_000 }),
  /** The sale's local day (YYYY-MM-DD), or an instant with its offset. */
  saleDate: z.pipe(z.string(message('Sale date is required')).check(z.minLength(1, message('Sale date is required'))), calendarDateOrInstant).check(z.meta({ anyOf: [{ format: 'date' }, { format: 'date-time' }] })),
});
export type RecordSaleBody = z.infer<typeof recordSaleBody>;

export const listSalesQuery = z.extend(pageQuery, {
  limit: z._default(pageQuery.shape.limit, SALES_PAGE_SIZE),
  /** Product or farmer name, case-insensitive. */
  search: optionalFilter,
});

export const listSales = defineEndpoint({
  method: 'GET',
  path: '/sales',
  permission: 'sales.read',
  summary: 'Sales records of the caller\'s company (admin: every company), newest first, searchable, paged',
  tag: 'sales',
  query: listSalesQuery,
  response: z.object({ sales: z.array(saleSchema), pagination: paginationSchema }),
});

export const recordSale = defineEndpoint({
  offline: true,
  method: 'POST',
  path: '/sales',
  permission: 'sales.record',
  summary: 'Record a sale to a farmer of the agent\'s (seed) company; idempotent by id',
  tag: 'sales',
  body: recordSaleBody,
  successStatus: 201,
  response: z.object({ data: saleSchema }),
});
