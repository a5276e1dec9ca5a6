import { z } from 'zod';
import { ENGAGE_ROLES } from '../roles';
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
  farmerId: z.uuid({ error: 'Farmer is required' }),
  product: z.string({ error: 'Product is required' }).trim().min(1, 'Product is required').max(120),
  quantity: z.number({ error: 'Quantity is required' }).positive('Quantity must be more than 0').max(1_000_000, 'Quantity is too large'),
  unit: z.string({ error: 'Unit is required' }).trim().min(1, 'Unit is required').max(30),
  amountKes: z.number({ error: 'Amount is required' }).positive('Amount must be more than 0').max(100_000_000, 'Amount is too large'),
  /** An ISO date (YYYY-MM-DD, the sale's local day) or date-time. */
  saleDate: z
    .string({ error: 'Sale date is required' })
    .min(1, 'Sale date is required')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Enter a valid date')
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
