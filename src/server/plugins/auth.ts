import type { Role } from '../../shared/roles';
import type { AppDeps } from '../context';
import { authenticationRequired, forbidden, notFound, unauthorized } from '../lib/app-error';
import { signSessionToken, verifySessionToken } from '../lib/session-token';
import { findSessionUser } from './auth.repo';

export interface AuthUser {
  id: string;
  role: Role;
  companyId: string | null;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** 30 days: agents work offline for days between syncs. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A uuid no company has: scopes a user without a company to nothing. */
export const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

export function issueToken(deps: AppDeps, user: { id: string; role: Role; companyId: string | null; tokenVersion: number }): Promise<string> {
  return signSessionToken({ sub: user.id, role: user.role, cid: user.companyId, tv: user.tokenVersion }, deps.config.jwtSecret, TOKEN_TTL_SECONDS, deps.clock.now());
}

/** Public endpoints still know who is calling when a valid token comes along. */
export async function optionalUser(deps: AppDeps, authorization: string | undefined): Promise<AuthUser | null> {
  if (!authorization) return null;
  try {
    return await authenticate(deps, authorization);
  } catch {
    return null;
  }
}

/**
 * Bearer-token authentication. The role and company come from the database, not the token, so a role change
 * or a password reset (token version) takes effect on the next request.
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser> {
  const token = authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined;
  if (!token) throw authenticationRequired();
  const claims = await verifySessionToken(token, deps.config.jwtSecret, deps.clock.now());
  if (!claims) throw unauthorized();
  const row = await findSessionUser(deps.db, claims.sub);
  if (!row || row.tokenVersion !== claims.tv) throw unauthorized();
  return { id: row.id, role: row.role, companyId: row.companyId, name: row.name };
}

export function requireRole(user: AuthUser, roles: readonly Role[]): void {
  if (!roles.includes(user.role)) throw forbidden();
}

/**
 * The company whose records a caller may see. Admin: the company asked for, or every company (undefined).
 * Everybody else: their own company, whatever they asked for.
 */
export function companyScope(user: AuthUser, requested?: string | null): string | undefined {
  if (user.role === 'admin') return requested || undefined;
  return user.companyId ?? NO_COMPANY;
}

/** A record of another company answers 404, not 403 (it does not exist for this caller). */
export function assertInScope(user: AuthUser, recordCompanyId: string | null | undefined): void {
  if (user.role === 'admin') return;
  if (!user.companyId || recordCompanyId !== user.companyId) throw notFound();
}
