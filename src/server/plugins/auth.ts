import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '../../shared/roles';
import type { AppDeps } from '../context';
import { users } from '../db/schema';
import { signToken, verifyToken } from '../lib/jwt';
import { forbidden, notFound, unauthorized } from './errors';

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

export function issueToken(deps: AppDeps, user: { id: string; role: Role; companyId: string | null; tokenVersion: number }): string {
  return signToken({ sub: user.id, role: user.role, cid: user.companyId, tv: user.tokenVersion }, deps.config.jwtSecret, TOKEN_TTL_SECONDS, deps.clock.now());
}

/**
 * Bearer-token authentication. The role and company come from the database, not the token, so a role change
 * or a password reset (token version) takes effect on the next request.
 */
export async function authenticate(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  if (!token) throw unauthorized();
  const claims = verifyToken(token, deps.config.jwtSecret, deps.clock.now());
  if (!claims) throw unauthorized();
  const [row] = await deps.db
    .select({ id: users.id, role: users.role, companyId: users.companyId, name: users.name, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.sub))
    .limit(1);
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
