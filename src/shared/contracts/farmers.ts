import { z } from 'zod/mini';
import { message } from './messages';
import { booleanQuery, optionalFilter, pageQuery, paginationSchema, uuidParam } from './common';
import { personName, phoneField } from './person-fields';
import { defineEndpoint } from './endpoint';
import { loanSchema } from './loans';
import { saleSchema } from './sales';
import { GENDERS } from './users-common';

export const FARMER_GENDERS = GENDERS;
/** Crops offered by the add form; the list filter offers what is actually registered. */
export const FARMER_CROPS = ['Maize', 'Beans', 'Sorghum', 'Potatoes', 'Sunflower', 'Wheat', 'Sugarcane', 'Tea', 'Coffee', 'Other'] as const;
/** The debounce of the farmer filters (spec part 2 §9). */
export const FARMER_FILTER_DEBOUNCE_MS = 2000;

/** Worse than this a fix says nothing about the farm (a cell-tower fix in the countryside is a few km). */
export const MAX_LOCATION_ACCURACY_M = 100_000;

/** Where the farm is, as the phone's GPS gave it (issue 17 item 2): WGS 84 degrees and the fix's accuracy radius. */
export const farmerLocationSchema = z.object({
  latitude: z.number(message('Latitude must be a number')).check(z.gte(-90, message('Latitude must be between -90 and 90')), z.lte(90, message('Latitude must be between -90 and 90'))),
  longitude: z.number(message('Longitude must be a number')).check(z.gte(-180, message('Longitude must be between -180 and 180')), z.lte(180, message('Longitude must be between -180 and 180'))),
  accuracyMeters: z
    .number(message('Accuracy must be a number')).check(z.gte(0, message('Accuracy must be 0 or more')), z.lte(MAX_LOCATION_ACCURACY_M, message(`Accuracy must be at most ${MAX_LOCATION_ACCURACY_M} m`))),
});
export type FarmerLocation = z.infer<typeof farmerLocationSchema>;

export const farmerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  nationalId: z.nullable(z.number()),
  age: z.nullable(z.number()),
  gender: z.string(),
  county: z.string(),
  subCounty: z.nullable(z.string()),
  ward: z.nullable(z.string()),
  village: z.nullable(z.string()),
  cropType: z.nullable(z.string()),
  farmSize: z.nullable(z.string()),
  location: z.nullable(farmerLocationSchema),
  companyId: z.string(),
  company: z.object({ name: z.string() }),
  registeredById: z.nullable(z.string()),
  registeredBy: z.nullable(z.object({ name: z.string() })),
  /** When the server stored the registration. */
  createdAt: z.string(),
  /** When the agent registered the farmer (offline too): 'Registered On'. */
  recordedAt: z.string(),
});
export type FarmerDto = z.infer<typeof farmerSchema>;

const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, message(`At most ${max} characters`))));
/** Query ids arrive as strings; an empty one means "no filter". */
const optionalUuidFilter = z.pipe(z.optional(z.union([z.literal(''), z.uuid()])), z.transform((v) => (v ? v : undefined)));

/** The add-farmer form and POST /farmers body, with the messages of spec part 2 §5. */
export const createFarmerBody = z.object({
  /** The outbox entry id: an offline registration keeps its id on the server. */
  id: z.optional(z.uuid()),
  name: personName('Full name is required'),
  phoneNumber: phoneField,
  gender: z.enum(FARMER_GENDERS, message('Gender is required')),
  county: z
    .string(message('County is required')).check(z.trim(), z.minLength(1, message('County is required')), z.maxLength(80, message('At most 80 characters'))),
  subCounty: optionalText(80),
  ward: optionalText(80),
  village: optionalText(80),
  age: z.optional(z.number(message('Age must be a number')).check(z.int(message('Age must be a whole number')), z.gte(0, message('Age must be 0 or more')), z.lte(130, message('Age must be at most 130')))),
  nationalId: z.optional(z.number(message('National ID must be a number')).check(z.int(message('National ID must be a whole number')), z.gte(1, message('National ID must be a positive number')), z.lte(9_999_999_999, message('National ID is too long')))),
  cropType: optionalText(80),
  farmSize: optionalText(40),
  location: z.optional(farmerLocationSchema),
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

export const listFarmersQuery = z.extend(pageQuery, {
  name: optionalFilter,
  county: optionalFilter,
  gender: optionalFilter,
  cropType: optionalFilter,
  /** Honoured for admin only; everybody else sees their own company. */
  companyId: optionalUuidFilter,
  registeredById: optionalUuidFilter,
  exportCsv: z.optional(booleanQuery),
});

export const FARMERS_CSV_FILE = 'farmers-report.csv';

export const listFarmers = defineEndpoint({
  method: 'GET',
  path: '/farmers',
  permission: 'farmers.read',
  summary: 'Registered farmers (company-scoped, filtered, paged); exportCsv=true streams farmers-report.csv',
  tag: 'farmers',
  query: listFarmersQuery,
  // The JSON answer is parsed by the client with this schema; exportCsv=true answers a CSV download instead.
  responseKind: 'download',
  downloadTypes: ['text/csv'],
  response: z.object({ farmers: z.array(farmerSchema), pagination: paginationSchema, filters: farmerFiltersSchema }),
});

export const createFarmer = defineEndpoint({
  offline: true,
  method: 'POST',
  path: '/farmers',
  permission: 'farmers.register',
  summary: "Register a farmer in the caller's company (idempotent by id); awards REGISTER_FARMER to agents",
  tag: 'farmers',
  body: createFarmerBody,
  successStatus: 201,
  response: z.object({ data: farmerSchema }),
});

/**
 * PUT /farmers/{id}: the fields to correct, each left out when unchanged; null clears an optional one. Same
 * checks as registration (the county from the list, a phone number not registered to another farmer).
 */
export const updateFarmerBody = z.extend(z.partial(z.pick(createFarmerBody, { name: true, phoneNumber: true, gender: true, county: true })), {
    subCounty: z.nullable(optionalText(80)),
    ward: z.nullable(optionalText(80)),
    village: z.nullable(optionalText(80)),
    cropType: z.nullable(optionalText(80)),
    farmSize: z.nullable(optionalText(40)),
    age: z.nullable(createFarmerBody.shape.age),
    nationalId: z.nullable(createFarmerBody.shape.nationalId),
    location: z.optional(z.nullable(farmerLocationSchema)),
  });
export type UpdateFarmerBody = z.infer<typeof updateFarmerBody>;

export const updateFarmer = defineEndpoint({
  offline: true,
  method: 'PUT',
  path: '/farmers/{id}',
  permission: 'farmers.update',
  summary:
    'Correct a farmer (agents: those they registered; company admins: their company; admin: any). The later act (occurredAt) wins; every edit is kept in the history',
  tag: 'farmers',
  params: uuidParam,
  body: updateFarmerBody,
  response: z.object({ data: farmerSchema }),
});

/** The latest sales and loans the farmer's page lists; the totals cover them all. */
export const FARMER_PAGE_ITEMS = 50;

export const farmerHistoryEntrySchema = z.object({
  id: z.string(),
  editedBy: z.nullable(z.object({ name: z.string() })),
  /** When the edit was made (its occurredAt). */
  recordedAt: z.string(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  /** False: made before an edit already applied, so kept here without overwriting (the later act wins). */
  applied: z.boolean(),
});
export type FarmerHistoryEntry = z.infer<typeof farmerHistoryEntrySchema>;

export const farmerDetailsSchema = z.object({
  data: farmerSchema,
  sales: z.object({ items: z.array(saleSchema), totals: z.object({ count: z.number(), amountKes: z.number() }) }),
  loans: z.object({
    items: z.array(loanSchema),
    totals: z.object({ count: z.number(), amount: z.number(), amountPaid: z.number(), balance: z.number() }),
  }),
  history: z.array(farmerHistoryEntrySchema),
});
export type FarmerDetails = z.infer<typeof farmerDetailsSchema>;

export const getFarmer = defineEndpoint({
  method: 'GET',
  path: '/farmers/{id}',
  permission: 'farmers.read',
  summary: "One farmer with their latest sales and loans (totals over all) and the history of edits; another company's farmer is 404",
  tag: 'farmers',
  params: uuidParam,
  response: farmerDetailsSchema,
});
