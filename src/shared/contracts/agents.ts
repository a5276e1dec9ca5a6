import { z } from 'zod/mini';
import { preprocess } from './preprocess';
import { message } from './messages';
import type { Role } from '../roles';
import { TIER_NAMES } from '../tiers';
import { optionalFilter, pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';
import { emailField, nameField, phoneField, tooLong } from './person-fields';
import { roleSchema } from './users-common';

/** Gender in the user edit form is lower case (spec part 2 §5); it is stored as the profile writes it. */
export const USER_EDIT_GENDERS = ['male', 'female', 'other'] as const;

/** Debounce of the user filters (spec part 2 §9). */
export const AGENT_FILTER_DEBOUNCE_MS = 500;

/**
 * The roles a caller may give in Manage Users (product decisions, tenancy and roles): admin any role;
 * company_admin potential_agent, engaged_agent or company_admin (never admin); nobody else any.
 */
export function assignableRoles(callerRole: Role): readonly Role[] {
  if (callerRole === 'admin') return ['admin', 'company_admin', 'potential_agent', 'engaged_agent'];
  if (callerRole === 'company_admin') return ['company_admin', 'potential_agent', 'engaged_agent'];
  return [];
}

export const agentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  role: roleSchema,
  gender: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  companyId: z.nullable(z.string()),
  company: z.nullable(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  /** The device's last sync and the writes it still held then (sync module); null/0 when it never synced. */
  lastSyncAt: z.nullable(z.string()),
  backlog: z.number().check(z.int()),
  oldestEntryAgeSeconds: z.number().check(z.int()),
  /** The questionnaire result; null until submitted. Qualified from 70% (spec part 2 §9). */
  qualification: z.nullable(z.object({ percentage: z.number(), qualified: z.boolean() })),
  /** Total points of the ledger and the tier they reach. */
  totalPoints: z.number().check(z.int()),
  tier: z.enum(TIER_NAMES),
});
export type Agent = z.infer<typeof agentSchema>;

export const listAgentsQuery = z.extend(pageQuery, {
  name: optionalFilter,
  email: optionalFilter,
  phone: optionalFilter,
  role: preprocess((v) => (v === '' ? undefined : v), z.optional(roleSchema)),
  /** Admin only; everybody else sees their own company whatever they send. */
  companyId: preprocess((v) => (v === '' ? undefined : v), z.optional(z.uuid())),
});

export const listAgents = defineEndpoint({
  method: 'GET',
  path: '/agents',
  permission: 'agents.list',
  summary: 'Users (company admins see their own company) with last sync, backlog, qualification and tier',
  tag: 'users',
  query: listAgentsQuery,
  response: z.object({ agents: z.array(agentSchema), pagination: paginationSchema }),
});

export const getAgent = defineEndpoint({
  method: 'GET',
  path: '/agents/{id}',
  permission: 'agent.read',
  summary: 'One user of the caller’s scope',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  response: z.object({ data: agentSchema }),
});

const AGENT_CODE_MAX = 20;
export const agentCodeField = z.string().check(z.trim(), z.minLength(1, message('Agent code is required')), z.maxLength(AGENT_CODE_MAX, message(tooLong('Agent code', AGENT_CODE_MAX))));

/** The user edit form: empty fields are not sent, so each is optional but never blank. */
export const updateAgentBody = z.object({
  name: z.optional(nameField),
  email: z.optional(emailField),
  phoneNumber: z.optional(phoneField),
  role: z.optional(roleSchema),
  gender: z.optional(z.enum(USER_EDIT_GENDERS)),
  agentCode: z.optional(agentCodeField),
});
export type UpdateAgentBody = z.infer<typeof updateAgentBody>;

export const updateAgent = defineEndpoint({
  method: 'PUT',
  path: '/agents/{id}',
  permission: 'agent.update',
  summary: 'Edit a user; role changes follow the tenancy rules (nobody changes their own role)',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  body: updateAgentBody,
  response: z.object({ message: z.string(), data: agentSchema }),
});
