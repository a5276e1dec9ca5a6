import type { FastifyBaseLogger } from 'fastify';
import { type Agent, assignableRoles, type UpdateAgentBody } from '@shared/contracts/agents';
import { paginate, type Pagination } from '@shared/contracts/common';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { normalisePhone } from '@shared/phone';
import type { Role } from '@shared/roles';
import { tierFor } from '@shared/tiers';
import type { AppDeps } from '@server/context';
import { accessScope, requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { badRequest, conflict, forbidden, notFound, unprocessable } from '@server/lib/app-error';
import { syncStatusOf, type UserSyncStatus } from '../sync/sync.service';
import { assertIdentityFree, changedIdentity, identityConflict, noticeIdentityChange } from '../users/users.service';
import { recordEmailMoved } from '../audit/audit.service';
import * as repo from './agents.repo';

const USER_NOT_FOUND = 'User not found';
export const OWN_DETAILS = 'Change your own details on your profile page.';
export const ROLE_NOT_ALLOWED = 'You cannot assign this role';
export const NO_COMPANY_FOR_ROLE = 'A platform admin belongs to no company, so cannot be given a company role. Create an account in the company instead.';

function toAgent(row: repo.AgentRow, sync: UserSyncStatus | undefined): Agent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    gender: row.gender,
    agentCode: row.agentCode,
    companyId: row.companyId,
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    createdAt: row.createdAt.toISOString(),
    lastSyncAt: sync?.lastSyncAt?.toISOString() ?? null,
    backlog: sync?.backlog ?? 0,
    oldestEntryAgeSeconds: sync?.oldestEntryAgeSeconds ?? 0,
    qualification: row.percentage === null || row.qualified === null ? null : { percentage: row.percentage, qualified: row.qualified },
    totalPoints: row.totalPoints,
    tier: tierFor(row.totalPoints).name,
  };
}

export async function listAgents(
  deps: AppDeps,
  caller: AuthUser,
  query: Omit<repo.AgentFilter, 'companyId'> & { companyId?: string },
): Promise<{ agents: Agent[]; pagination: Pagination }> {
  const { rows, totalItems } = await repo.listAgents(deps.db, { ...query, companyId: accessScope(caller, 'agents.list', query.companyId) });
  const sync = await syncStatusOf(
    deps,
    rows.map((r) => r.id),
  );
  return { agents: rows.map((r) => toAgent(r, sync.get(r.id))), pagination: paginate(query.page, query.limit, totalItems) };
}

/** A user the caller may see (admin: anyone; company_admin: its own company; server/access), else 404. */
async function scopedAgent(deps: AppDeps, caller: AuthUser, id: string): Promise<repo.AgentRow> {
  const row = await repo.findAgent(deps.db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  requireAccess(caller, 'agent.read', { user: row }, { notFound: USER_NOT_FOUND });
  return row;
}

export async function getAgent(deps: AppDeps, caller: AuthUser, id: string): Promise<Agent> {
  const row = await scopedAgent(deps, caller, id);
  const sync = await syncStatusOf(deps, [id]);
  return toAgent(row, sync.get(id));
}

/**
 * Role rules (product decisions, tenancy and roles): the admin gives any role, a company admin never admin. A
 * platform admin has no company: promotion to admin clears it, and a user without a company (an admin) cannot be
 * given a company role here, as there is no company to give.
 */
function roleChange(caller: AuthUser, target: repo.AgentRow, role: Role | undefined): Pick<repo.AgentChanges, 'role' | 'companyId'> {
  if (role === undefined || role === target.role) return {};
  if (!assignableRoles(caller.role).includes(role) || !assignableRoles(caller.role).includes(target.role)) throw forbidden(ROLE_NOT_ALLOWED);
  if (role === 'admin') return { role, companyId: null };
  if (target.companyId === null) throw unprocessable(NO_COMPANY_FOR_ROLE, 'NO_COMPANY');
  return { role };
}

const GENDER_STORED = { male: 'Male', female: 'Female', other: 'Other' } as const;

/**
 * Manage Users' edit (product decisions, "Who may act on whom"): the admin edits anyone but themself, a company
 * admin the agents and recruits of its company; one's own details go through the profile. A new email or phone
 * number signs the user out on every device and is told to the old email address.
 */
export async function updateAgent(deps: AppDeps, caller: AuthUser, id: string, body: UpdateAgentBody, log: FastifyBaseLogger): Promise<Agent> {
  const target = await repo.findAgent(deps.db, id);
  if (!target) throw notFound(USER_NOT_FOUND);
  requireAccess(caller, 'agent.update', { user: target }, { selfRefused: OWN_DETAILS, notFound: USER_NOT_FOUND });
  const changes: repo.AgentChanges = {
    name: body.name,
    email: body.email?.toLowerCase(),
    ...roleChange(caller, target, body.role),
    gender: body.gender ? GENDER_STORED[body.gender] : undefined,
    agentCode: body.agentCode?.toUpperCase(),
  };
  if (body.phoneNumber !== undefined) {
    const e164 = normalisePhone(body.phoneNumber);
    if (!e164) throw badRequest(PHONE_INVALID, { phoneNumber: PHONE_INVALID });
    changes.phoneNumber = e164;
  }
  await assertIdentityFree(deps, id, changes.email, changes.phoneNumber);
  if (changes.agentCode && (await repo.agentCodeTakenByOther(deps.db, id, changes.agentCode))) {
    throw conflict('Agent code already in use', 'AGENT_CODE_TAKEN', { fields: { agentCode: 'Agent code already in use' } });
  }
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as repo.AgentChanges;
  const changedFields = changedIdentity(target, changes);
  try {
    await deps.db.transaction(async (tx) => {
      await repo.updateAgentRow(tx, id, defined, { at: deps.clock.now(), signOut: changedFields.length > 0 });
      if (changedFields.includes('email')) await recordEmailMoved(tx, caller, target, changes.email!, deps.clock.now());
    });
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  const updated = await getAgent(deps, caller, id);
  if (changedFields.length > 0) await noticeIdentityChange(deps, log, caller, target, changedFields, changes.email);
  return updated;
}
