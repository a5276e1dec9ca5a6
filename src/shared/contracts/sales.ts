import { z } from 'zod';
import { message } from './messages';
import { ENGAGE_ROLES } from '../roles';
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
  farmer: z.object({ name: z.string(), county: z.string() }).nullable(),
  agentId: z.string().nullable(),
  agent: z.object({ name: z.string() }).nullable(),
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
  id: z.uuid().optional(),
  farmerId: z.uuid(message('Farmer is required')),
  product: z.string(message('Product is required')).trim().min(1, message('Product is required')).max(120),
  quantity: amountSchema({ label: 'Quantity', max: 1_000_000 }),
  unit: z.string(message('Unit is required')).trim().min(1, message('Unit is required')).max(30),
  amountKes: amountSchema({ label: 'Amount', max: 100_000_000 }),
  /** The sale's local day (YYYY-MM-DD), or an instant with its offset. */
  saleDate: z
    .string(message('Sale date is required'))
    .min(1, message('Sale date is required'))
    .pipe(calendarDateOrInstant)
    // The document shows the input side of a pipe (any string): state what the piped schema accepts.
    .meta({ anyOf: [{ format: 'date' }, { format: 'date-time' }] }),
});
export type RecordSaleBody = z.infer<typeof recordSaleBody>;

export const listSalesQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(SALES_PAGE_SIZE),
  /** Product or farmer name, case-insensitive. */
  search: optionalFilter,
});

export const listSales = defineEndpoint({
  method: 'GET',
  path: '/sales',
  access: ENGAGE_ROLES,
  summary: 'Sales records of the caller\'s company (admin: every company), newest first, searchable, paged',
  tag: 'sales',
  query: listSalesQuery,
  response: z.object({ sales: z.array(saleSchema), pagination: paginationSchema }),
  scope: 'company',
});

export const recordSale = defineEndpoint({
  method: 'POST',
  path: '/sales',
  access: ['engaged_agent'],
  summary: 'Record a sale to a farmer of the agent\'s (seed) company; idempotent by id',
  tag: 'sales',
  body: recordSaleBody,
  successStatus: 201,
  response: z.object({ data: saleSchema }),
  scope: 'company',
});
