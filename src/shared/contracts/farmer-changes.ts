import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { message } from './messages';

/** Farmers an answer carries at most, and by default: 5,000 farmers arrive in ten answers. */
export const CHANGES_LIMIT_MAX = 1000;
export const CHANGES_LIMIT_DEFAULT = 500;

/** The code of the 409 answered for a cursor this server cannot continue (too old, unknown, another scope). */
export const CURSOR_STALE = 'CURSOR_STALE';

/**
 * A cursor as the server issues it: `1.<scope>.<floor>.<xmin>.<position>.<next xmin>` (ADR 0050). Opaque to the
 * client, which stores it and sends it back.
 */
const cursorText = z.string().check(z.regex(/^1\.(?:[0-9a-f-]{36}|all)\.\d{1,19}\.\d{1,19}\.\d{1,19}\.\d{1,19}$/, message('Not a changes cursor')));

export const farmerChangesQuery = z.object({
  /** Left out: the whole register from the start (the first download, or after a stale cursor). */
  cursor: z.optional(cursorText),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CHANGES_LIMIT_MAX)), CHANGES_LIMIT_DEFAULT),
});

/**
 * A farmer as the phone's register keeps it: what the farmers list shows and the pickers, the search and the
 * duplicate checks read. Location and sub-county, ward and village stay on the server (the farmer's page reads them).
 */
export const registerFarmerSchema = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  nationalId: z.nullable(z.number()),
  age: z.nullable(z.number()),
  gender: z.string(),
  county: z.string(),
  cropType: z.nullable(z.string()),
  farmSize: z.nullable(z.string()),
  companyId: z.string(),
  registeredById: z.nullable(z.string()),
  /** The registering agent's name. */
  registeredBy: z.nullable(z.string()),
  createdAt: z.string(),
  recordedAt: z.string(),
});
export type RegisterFarmer = z.infer<typeof registerFarmerSchema>;

export const farmerChangesResponse = z.object({
  /** Farmers added or changed since the cursor, oldest change first. */
  farmers: z.array(registerFarmerSchema),
  /** Ids of farmers deleted or moved out of the caller's scope since the cursor. */
  removed: z.array(z.string()),
  /** Send it back for what follows. */
  cursor: z.string(),
  /** True: more changes wait; ask again at once with `cursor`. */
  more: z.boolean(),
  /** The companies the caller sees (the register's company filter and names). */
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const farmerChanges = defineEndpoint({
  method: 'GET',
  path: '/farmers/changes',
  permission: 'farmers.read',
  summary:
    "The farmer register by changes (ADR 0050): farmers added or changed and ids removed since a cursor, paged. A cursor too old, unknown or of another scope answers 409 CURSOR_STALE: download from the start",
  tag: 'farmers',
  query: farmerChangesQuery,
  response: farmerChangesResponse,
  errors: [409],
});
