import { randomUUID } from 'node:crypto';
import type { Role } from '@shared/roles';
import type { AppDeps } from '../context';
import { OCCURRED_AT_MAX_AGE_DAYS } from '../lib/act-time';
import { authenticationRequired, unauthorized } from '../lib/app-error';
import { issuedAtOf, signSessionToken, verifySessionToken } from '../lib/session-token';
import {
  type SessionCompany,
  bumpTokenVersion,
  deleteExpiredRevocations,
  deleteSessionsStartedBefore,
  findSessionStarts,
  findSessionUser,
  insertRevokedToken,
  insertUserSession,
  readAuthEpoch,
} from './auth.repo';
import { type CachedSession, sessionCacheOf } from './session-cache';

export interface AuthUser {
  id: string;
  role: Role;
  companyId: string | null;
  name: string;
  /**
   * The user's company as read with the session (null without one): cached with it, so a request needing its
   * name, kind or time zone reads no more (the auth epoch moves when a company changes, ADR 0028).
   */
  company: SessionCompany | null;
  /**
   * The token this call came with: its id and expiry (what sign-out revokes), and when it was issued, the start
   * of this sign-in session (no act made in it is dated earlier, ADR 0046).
   */
  session: { jti: string; startedAt: Date; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** 30 days: agents work offline for days between syncs. */
export const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** A new sign-in session: its token, and its start recorded for the writes it queues (ADR 0046). */
export async function issueToken(deps: AppDeps, user: { id: string; role: Role; companyId: string | null; tokenVersion: number }): Promise<string> {
  const now = deps.clock.now();
  const jti = randomUUID();
  await insertUserSession(deps.db, { id: jti, userId: user.id, startedAt: issuedAtOf(now) });
  return signSessionToken({ sub: user.id, role: user.role, cid: user.companyId, tv: user.tokenVersion }, deps.config.jwtSecret, TOKEN_TTL_SECONDS, now, jti);
}

/**
 * When the caller's sessions named by queued writes began (ADR 0046): the current one from its token, the
 * others (work kept across a sign-out) as recorded. A session that is not the caller's, or no longer recorded,
 * is absent: its writes are bounded by the current session.
 */
export async function sessionStarts(deps: AppDeps, user: AuthUser, ids: Iterable<string>): Promise<Map<string, Date>> {
  const others = [...new Set(ids)].filter((id) => id !== user.session.jti);
  const starts = await findSessionStarts(deps.db, user.id, others);
  starts.set(user.session.jti, user.session.startedAt);
  return starts;
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
 * or a password reset (token version) takes effect on the next request. What was learnt of a token (its
 * signature checked, the user looked up) is cached in this process and reused while the auth epoch, read on
 * every request, has not moved: any committed change to a user's role, company, name or token version, a
 * deletion or a sign-out raises it, so the next request in every process looks the user up again (ADR 0024).
 */
export async function authenticate(deps: AppDeps, authorization: string | undefined): Promise<AuthUser> {
  const token = bearerToken(authorization);
  if (!token) throw authenticationRequired();
  const provisional = cachedSession(deps, authorization);
  if (provisional && provisional.epoch === (await readAuthEpoch(deps.db))) return provisional.user;
  const secret = deps.config.jwtSecret;
  const now = deps.clock.now();
  const cache = sessionCacheOf(deps.db);
  const cached = cache.get(token);
  const claims = cached?.secret === secret ? cached.claims : await verifySessionToken(token, secret, now);
  if (!claims || claims.expiresAt <= now) throw unauthorized();
  const row = await findSessionUser(deps.db, claims.sub, claims.jti);
  if (!row || row.tokenVersion !== claims.tv || row.revoked) {
    cache.delete(token);
    throw unauthorized();
  }
  const fresh: CachedSession = { secret, claims, role: row.role, companyId: row.companyId, name: row.name, company: row.company, epoch: row.epoch };
  cache.set(token, fresh);
  return userOf(fresh);
}

const bearerToken = (authorization: string | undefined) => (authorization?.startsWith('Bearer ') ? authorization.slice(7).trim() : undefined);

/** Who a token stood for when this process cached it, and the auth epoch it was valid under: not yet checked against the epoch now. */
export interface ProvisionalSession {
  user: AuthUser;
  epoch: string;
}

/**
 * The cached session of a token (unexpired, under this secret), without reading the auth epoch: valid only once
 * a statement of the request has read the same epoch (ADR 0038; `confirmSession` reads it when none did).
 * Undefined without a token or a cache entry.
 */
export function cachedSession(deps: AppDeps, authorization: string | undefined): ProvisionalSession | undefined {
  const token = bearerToken(authorization);
  const cached = token ? sessionCacheOf(deps.db).get(token) : undefined;
  if (!cached || cached.secret !== deps.config.jwtSecret || cached.claims.expiresAt <= deps.clock.now()) return undefined;
  return { user: userOf(cached), epoch: cached.epoch };
}

/**
 * The caller as of now, for a request that ran on a provisional session: that session's very user when the auth
 * epoch has not moved, else the user authenticated afresh (another object), or 401.
 */
export async function confirmSession(deps: AppDeps, authorization: string | undefined, provisional: ProvisionalSession): Promise<AuthUser> {
  if (provisional.epoch === (await readAuthEpoch(deps.db))) return provisional.user;
  return authenticate(deps, authorization);
}

const userOf = ({ claims, role, companyId, name, company }: CachedSession): AuthUser => ({
  id: claims.sub,
  role,
  companyId,
  name,
  company,
  session: { jti: claims.jti, startedAt: claims.issuedAt, expiresAt: claims.expiresAt },
});

/** Sign-out: the token the caller came with answers 401 from now on, in every process (ADR 0013). */
export const revokeSession = (deps: AppDeps, user: AuthUser): Promise<void> =>
  insertRevokedToken(deps.db, { jti: user.session.jti, userId: user.id, expiresAt: user.session.expiresAt });

/** Sign-out everywhere: every token of the user issued so far answers 401 (token version, ADR 0004). */
export const revokeAllSessions = (deps: AppDeps, userId: string): Promise<void> => bumpTokenVersion(deps.db, userId, deps.clock.now());

/**
 * Sessions whose acts can no longer be recorded at `now`: begun longer ago than a token lives plus the age of the
 * oldest act accepted. Answers how many went.
 */
export const purgeEndedSessions = (deps: AppDeps, now: Date): Promise<number> =>
  deleteSessionsStartedBefore(deps.db, new Date(now.getTime() - (TOKEN_TTL_SECONDS + OCCURRED_AT_MAX_AGE_DAYS * 86_400) * 1000));

/** Revocations of tokens expired by `now` (nothing accepts those anyway); answers how many went. */
export const purgeExpiredRevocations = (deps: AppDeps, now: Date): Promise<number> => deleteExpiredRevocations(deps.db, now);
