import { z } from 'zod/mini';
import { message } from './messages';
import { SEASON_ID } from '../season';
import { amountSchema } from './amount';
import { defineEndpoint } from './endpoint';

const seasonField = z.optional(z.string().check(z.regex(SEASON_ID, message('A season is YYYY-03 or YYYY-09'))));
/** Honoured for admin (required there); company admins always work on their own company. */
const companyField = z.pipe(z.optional(z.union([z.literal(''), z.uuid()])), z.transform((v) => (v ? v : undefined)));

export const targetValues = z.object({
  /** KES for seed companies, Kgs for lenders (see `unit`). */
  salesTarget: amountSchema({ label: 'Sales target', max: 1_000_000_000, allowZero: true }),
  farmersTarget: z.number(message('Farmers target is required')).check(z.int(message('Enter a whole number')), z.gte(0, message('Target must be 0 or more')), z.lte(1_000_000, message('Target is too large'))),
});
export type TargetValues = z.infer<typeof targetValues>;

export const targetsSchema = z.object({
  companyId: z.string(),
  season: z.object({ id: z.string(), startsOn: z.string(), endsBefore: z.string() }),
  unit: z.enum(['KES', 'Kgs']),
  companyDefault: targetValues,
  agents: z.array(z.extend(targetValues, { agentId: z.string(), name: z.string(), isDefault: z.boolean() })),
});
export type TargetsDto = z.infer<typeof targetsSchema>;

export const getTargets = defineEndpoint({
  method: 'GET',
  path: '/targets',
  permission: 'targets.read',
  errors: [404],
  summary: "A company's season targets: the company default and each engaged agent's (default where none is set)",
  tag: 'targets',
  query: z.object({ season: seasonField, companyId: companyField }),
  response: z.object({ data: targetsSchema }),
});

export const putTargetsBody = z.extend(targetValues, {
  season: seasonField,
  companyId: companyField,
  /** An engaged agent of the company; absent: the company default. */
  agentId: z.optional(z.uuid()),
});
export type PutTargetsBody = z.infer<typeof putTargetsBody>;

export const putTargets = defineEndpoint({
  method: 'PUT',
  path: '/targets',
  permission: 'targets.set',
  errors: [404],
  summary: "Set an agent's season target, or the company default (company admins: own company; admin: any)",
  tag: 'targets',
  body: putTargetsBody,
  response: z.object({ data: targetsSchema }),
});
