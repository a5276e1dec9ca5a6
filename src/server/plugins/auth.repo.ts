import { and, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { authEpoch, companies, revokedTokens, userSessions, users } from '../db/schema';

/** A company as stored: what a user's requests read of their own company. */
export type SessionCompany = typeof companies.$inferSelect;

/**
 * The auth epoch in the snapshot of the statement it is part of, as PostgreSQL's bigint text: a column of the
 * session look-up, and of the statements that check a cached session in their own answer (ADR 0038).
 */
export const authEpochNow = sql<string>`(select ${authEpoch.n} from ${authEpoch} where ${authEpoch.id} = 1)::text`;

/**
 * What authentication needs of a user, in one statement: who they are now, their company, the token version
 * their tokens must carry, whether the token with id `jti` was signed out, and the auth epoch of that same
 * snapshot (what the session cache keys its validity on, ADRs 0024 and 0028).
 */
export async function findSessionUser(db: Db, id: string, jti: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      name: users.name,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${jti})`,
      epoch: authEpochNow,
      company: companies,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

const authEpochStatement = preparedStatement(sql`select n::text as n from auth_epoch where id = 1`);

/** The auth epoch now: raised by every committed write that changes what `findSessionUser` answers. */
export async function readAuthEpoch(db: Db): Promise<string | undefined> {
  const [row] = rowsOf<{ n: string }>(await authEpochStatement(db));
  return row?.n;
}

/** Signs one token out (again is harmless). */
export async function insertRevokedToken(db: Db, token: { jti: string; userId: string; expiresAt: Date }): Promise<void> {
  await db.insert(revokedTokens).values(token).onConflictDoNothing();
}

/** Raises the user's token version: every token issued before answers 401. */
export async function bumpTokenVersion(db: Db, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
    .where(eq(users.id, userId));
}

/** Revocations of tokens that have expired anyway: nothing would accept them. Answers how many went. */
export async function deleteExpiredRevocations(db: Db, now: Date): Promise<number> {
  const gone = await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, now)).returning({ jti: revokedTokens.jti });
  return gone.length;
}

/** Records a sign-in session (a token issued) and when it began (ADR 0046). */
export async function insertUserSession(db: Db, session: { id: string; userId: string; startedAt: Date }): Promise<void> {
  await db.insert(userSessions).values(session);
}

/** When each of these sessions of the user began; ids of another user or unknown are absent. */
export async function findSessionStarts(db: Db, userId: string, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: userSessions.id, startedAt: userSessions.startedAt })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), inArray(userSessions.id, ids)));
  return new Map(rows.map((r) => [r.id, r.startedAt]));
}

/** Sessions begun before `before`: no act of theirs can still be recorded. Answers how many went. */
export async function deleteSessionsStartedBefore(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(userSessions).where(lt(userSessions.startedAt, before)).returning({ id: userSessions.id });
  return gone.length;
}
