import { isAgentRole, type Role } from './roles';

/** A user as the access rule sees them: who they are, their role and their company (a platform admin has none). */
export interface UserRef {
  id: string;
  role: Role;
  companyId: string | null;
}

/**
 * How a caller stands toward another user (product decisions, "Who may act on whom"):
 * - `self`: the caller themself (their own profile, answers, points);
 * - `manage`: may edit them and act for them: the platform admin anyone, a company admin the agents and
 *   recruits of their own company;
 * - `see`: may see them in lists but not act on them: a company admin's peers (other company admins of the
 *   same company);
 * - `none`: not the caller's to know about (another company, a platform admin, another agent).
 */
export type UserStanding = 'self' | 'manage' | 'see' | 'none';

export function standingToward(caller: UserRef, target: UserRef): UserStanding {
  if (caller.id === target.id) return 'self';
  if (caller.role === 'admin') return 'manage';
  if (caller.role !== 'company_admin' || caller.companyId === null || target.companyId !== caller.companyId) return 'none';
  return isAgentRole(target.role) ? 'manage' : 'see';
}
