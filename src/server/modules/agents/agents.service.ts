import { type Agent, assignableRoles, type UpdateAgentBody } from '../../../shared/contracts/agents';
import { paginate, type Pagination } from '../../../shared/contracts/common';
import { PHONE_INVALID } from '../../../shared/contracts/person-fields';
import { normalisePhone } from '../../../shared/phone';
import type { Role } from '../../../shared/roles';
import { tierFor } from '../../../shared/tiers';
import type { AppDeps } from '../../context';
import { type AuthUser, companyScope } from '../../plugins/auth';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { syncStatusOf, type UserSyncStatus } from '../sync/sync.service';
import { assertIdentityFree, identityConflict } from '../users/users.service';
import * as repo from './agents.repo';

const USER_NOT_FOUND = 'User not found';
export const OWN_ROLE = 'You cannot change your own role';
export const ROLE_NOT_ALLOWED = 'You cannot assign this role';

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
  const { rows, totalItems } = await repo.listAgents(deps.db, { ...query, companyId: companyScope(caller, query.companyId) });
  const sync = await syncStatusOf(
    deps,
    rows.map((r) => r.id),
  );
  return { agents: rows.map((r) => toAgent(r, sync.get(r.id))), pagination: paginate(query.page, query.limit, totalItems) };
}

/** A user of the caller's scope (admin: anyone; company_admin: its own company), else 404. */
async function scopedAgent(deps: AppDeps, caller: AuthUser, id: string): Promise<repo.AgentRow> {
  const row = await repo.findAgent(deps.db, id);
  if (!row || (caller.role !== 'admin' && (caller.companyId === null || row.companyId !== caller.companyId))) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function getAgent(deps: AppDeps, caller: AuthUser, id: string): Promise<Agent> {
  const row = await scopedAgent(deps, caller, id);
  const sync = await syncStatusOf(deps, [id]);
  return toAgent(row, sync.get(id));
}

/** Product decisions, tenancy and roles: admin any role; company_admin never admin; nobody their own role. */
function checkRoleChange(caller: AuthUser, target: repo.AgentRow, role: Role | undefined): void {
  if (role === undefined || role === target.role) return;
  if (target.id === caller.id) throw forbidden(OWN_ROLE);
  if (!assignableRoles(caller.role).includes(role) || !assignableRoles(caller.role).includes(target.role)) throw forbidden(ROLE_NOT_ALLOWED);
}

const GENDER_STORED = { male: 'Male', female: 'Female', other: 'Other' } as const;

export async function updateAgent(deps: AppDeps, caller: AuthUser, id: string, body: UpdateAgentBody): Promise<Agent> {
  const target = await scopedAgent(deps, caller, id);
  checkRoleChange(caller, target, body.role);
  const changes: repo.AgentChanges = {
    name: body.name,
    email: body.email?.toLowerCase(),
    role: body.role,
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
  try {
    await repo.updateAgentRow(deps.db, id, defined, deps.clock.now());
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  return getAgent(deps, caller, id);
}
