import { PERMISSIONS, type Permission, type PermissionRule } from '@shared/permissions';
import type { Access } from '@shared/contracts/endpoint';
import type { Role } from '@shared/roles';
import { standingToward, type UserRef } from '@shared/user-access';
import { forbidden, notFound } from '@server/lib/app-error';
import type { AuthUser } from '@server/plugins/auth';

/** A uuid no company has: scopes a user without a company to nothing. */
export const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/**
 * What a call acts on: a record of a company (or the company named in the path), another user, or a user id the
 * caller must be (a `self` permission); `ownerId` is who made a company record, for permissions whose roles act
 * on their own records only (`ownRecordsOnly`).
 */
export type AccessTarget = { companyId: string | null; ownerId?: string | null } | { user: UserRef } | { userId: string };

/** The endpoint's own wording of its refusals (its 404, its 403 for the caller themself or for another's record). */
export interface AccessRefusals {
  notFound?: string;
  selfRefused?: string;
  notOwner?: string;
}

const PEER_REFUSED = 'You may act only on the agents and recruits of your company.';

const rolesAllow = (roles: Access, role: Role) => roles === 'public' || roles === 'signed-in' || roles.includes(role);

/** 403 for a caller whose role the endpoint's access does not list (the route guard and the sync batch). */
export function requireRole(user: AuthUser, access: Access): void {
  if (!rolesAllow(access, user.role)) throw forbidden();
}

/**
 * The company whose records a caller may read under `permission`. Admin: the company asked for, or every company
 * (undefined). Everybody else: their own company, whatever they asked for. Repositories take this as decided.
 */
export function accessScope(user: AuthUser, permission: Permission, requested?: string | null): string | undefined {
  assertResource(permission, 'company');
  if (user.role === 'admin') return requested || undefined;
  return user.companyId ?? NO_COMPANY;
}

/**
 * The one check of a call on a target (ADR 0061): a record of another company answers 404 (it does not exist for
 * this caller); a user is decided by the caller's standing toward them (`shared/user-access.ts`): 404 for one the
 * caller may not know about, 403 for one they see but may not act on (and for themself where the permission
 * refuses it); a `self` permission lets only the caller themself through (403).
 */
export function requireAccess(caller: AuthUser, permission: Permission, target: AccessTarget, refusals: AccessRefusals = {}): void {
  const rule: PermissionRule = PERMISSIONS[permission];
  if ('user' in target) return requireUserAccess(caller, rule, target.user, refusals);
  if ('userId' in target) {
    if (caller.id !== target.userId) throw forbidden(refusals.selfRefused);
    return;
  }
  if (caller.role !== 'admin' && (!caller.companyId || target.companyId !== caller.companyId)) throw notFound(refusals.notFound);
  if (target.ownerId !== undefined && rule.ownRecordsOnly?.includes(caller.role) && target.ownerId !== caller.id) throw forbidden(refusals.notOwner);
}

function requireUserAccess(caller: AuthUser, rule: PermissionRule, target: UserRef, refusals: AccessRefusals): void {
  const standing = standingToward(caller, target);
  if (standing === 'manage' || (standing === 'self' && rule.self) || (standing === 'see' && rule.seesPeers)) return;
  if (standing === 'none') throw notFound(refusals.notFound);
  throw forbidden(standing === 'self' ? refusals.selfRefused : PEER_REFUSED);
}

function assertResource(permission: Permission, resource: PermissionRule['resource']): void {
  // A programming error, not a caller's: a list scoped under a permission that does not act on company records.
  if (PERMISSIONS[permission].resource !== resource) throw new Error(`${permission} does not act on ${resource} records`);
}
