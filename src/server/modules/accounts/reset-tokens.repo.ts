import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { passwordResetTokens, users } from '@server/db/schema';
import type { UserRow } from './accounts.repo';

export async function insertResetToken(db: Db, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

/** The user of an unused, unexpired reset token. */
export async function findValidResetToken(db: Db, tokenHash: string, now: Date): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Uses a reset token and sets the new password in one transaction: the token is claimed with a conditional
 * update, so two concurrent resets with one token cannot both succeed. Every other open token of the user is
 * spent too, and the token version rises so every token issued before answers 401. Answers null when the
 * token was not valid any more.
 */
export async function resetPasswordWithToken(db: Db, tokenHash: string, passwordHash: string, now: Date): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) return null;
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
    const [user] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning();
    return user;
  });
}
