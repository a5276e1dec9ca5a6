import { z } from 'zod';
import { phoneField } from './person-fields';
import { booleanQuery, NO_NUL, NUL_NOT_ALLOWED, optionalFilter, pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';
import { GENDERS } from './users-common';

export const FARMER_GENDERS = GENDERS;
/** Crops offered by the add form; the list filter offers what is actually registered. */
export const FARMER_CROPS = ['Maize', 'Beans', 'Sorghum', 'Potatoes', 'Sunflower', 'Wheat', 'Sugarcane', 'Tea', 'Coffee', 'Other'] as const;
/** The debounce of the farmer filters (spec part 2 §9). */
export const FARMER_FILTER_DEBOUNCE_MS = 2000;

export const farmerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  nationalId: z.number().nullable(),
  age: z.number().nullable(),
  gender: z.string(),
  county: z.string(),
  subCounty: z.string().nullable(),
  ward: z.string().nullable(),
  village: z.string().nullable(),
  cropType: z.string().nullable(),
  farmSize: z.string().nullable(),
  companyId: z.string(),
  company: z.object({ name: z.string() }),
  registeredById: z.string().nullable(),
  registeredBy: z.object({ name: z.string() }).nullable(),
  /** When the server stored the registration. */
  createdAt: z.string(),
  /** When the agent registered the farmer (offline too): 'Registered On'. */
  recordedAt: z.string(),
});
export type FarmerDto = z.infer<typeof farmerSchema>;

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).regex(NO_NUL, NUL_NOT_ALLOWED).optional();
/** Query ids arrive as strings; an empty one means "no filter". */
const optionalUuidFilter = z
  .union([z.literal(''), z.uuid()])
  .optional()
  .transform((v) => (v ? v : undefined));

/** The add-farmer form and POST /farmers body, with the messages of spec part 2 §5. */
export const createFarmerBody = z.object({
  /** The outbox entry id: an offline registration keeps its id on the server. */
  id: z.uuid().optional(),
  name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(120, 'At most 120 characters')
    .regex(NO_NUL, NUL_NOT_ALLOWED),
  phoneNumber: phoneField,
  gender: z.enum(FARMER_GENDERS, { error: 'Gender is required' }),
  county: z
    .string({ error: 'County is required' })
    .trim()
    .min(1, 'County is required')
    .max(80, 'At most 80 characters')
    .regex(NO_NUL, NUL_NOT_ALLOWED),
  subCounty: optionalText(80),
  ward: optionalText(80),
  village: optionalText(80),
  age: z.number({ error: 'Age must be a number' }).int('Age must be a whole number').min(0, 'Age must be 0 or more').max(130, 'Age must be at most 130').optional(),
  nationalId: z
    .number({ error: 'National ID must be a number' })
    .int('National ID must be a whole number')
    .min(1, 'National ID must be a positive number')
    .max(9_999_999_999, 'National ID is too long')
    .optional(),
  cropType: optionalText(80),
  farmSize: optionalText(40),
  /** Sent by the form as the spec lists them; the server uses the caller's own company and id instead. */
  companyId: optionalText(64),
  companyName: optionalText(200),
  registeredById: optionalText(64),
});
export type CreateFarmerBody = z.infer<typeof createFarmerBody>;

export const farmerFiltersSchema = z.object({
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  counties: z.array(z.string()),
  genders: z.array(z.string()),
  cropTypes: z.array(z.string()),
});

export const listFarmersQuery = pageQuery.extend({
  name: optionalFilter,
  county: optionalFilter,
  gender: optionalFilter,
  cropType: optionalFilter,
  /** Honoured for admin only; everybody else sees their own company. */
  companyId: optionalUuidFilter,
  registeredById: optionalUuidFilter,
  exportCsv: booleanQuery.optional(),
});

export const FARMERS_CSV_FILE = 'farmers-report.csv';

export const listFarmers = defineEndpoint({
  method: 'GET',
  path: '/farmers',
  access: ['admin', 'engaged_agent', 'company_admin'],
  summary: 'Registered farmers (company-scoped, filtered, paged); exportCsv=true streams farmers-report.csv',
  tag: 'farmers',
  query: listFarmersQuery,
  // The JSON answer is parsed by the client with this schema; exportCsv=true answers a CSV download instead.
  responseKind: 'download',
  downloadTypes: ['text/csv'],
  response: z.object({ farmers: z.array(farmerSchema), pagination: paginationSchema, filters: farmerFiltersSchema }),
  scope: 'company',
});

export const createFarmer = defineEndpoint({
  method: 'POST',
  path: '/farmers',
  access: ['engaged_agent', 'company_admin'],
  summary: "Register a farmer in the caller's company (idempotent by id); awards REGISTER_FARMER to agents",
  tag: 'farmers',
  body: createFarmerBody,
  successStatus: 201,
  response: z.object({ data: farmerSchema }),
  scope: 'company',
});
