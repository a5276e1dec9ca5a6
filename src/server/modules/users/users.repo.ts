import type { Language } from '@shared/languages';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { agentProfiles, users } from '@server/db/schema';

export interface UserChanges {
  name?: string;
  email?: string;
  phoneNumber?: string;
  gender?: string | null;
  maritalStatus?: string | null;
  numberOfChildren?: number | null;
  dateOfBirth?: string | null;
  photoUrl?: string;
  language?: Language;
  languageChosen?: boolean;
}

export interface ProfileChanges {
  workGeographicLocation?: string | null;
  yearsOfSalesFieldExperience?: number | null;
  educationLevel?: string | null;
}

/** Which of the given unique values another user already holds (the email case-insensitively). */
export async function identityTakenByOther(db: Db, userId: string, email?: string, phone?: string): Promise<{ email: boolean; phone: boolean }> {
  const found = async (where: ReturnType<typeof eq>) =>
    (await db.select({ id: users.id }).from(users).where(and(where, ne(users.id, userId))).limit(1)).length > 0;
  return {
    email: email ? await found(sql`lower(${users.email}) = ${email.toLowerCase()}`) : false,
    phone: phone ? await found(eq(users.phoneNumber, phone)) : false,
  };
}

/**
 * Applies the changes to the user and the agent profile (created when missing) in one transaction; `signOut`
 * raises the token version in the same statement, so every token of the user answers 401 from then on.
 */
export async function applyUserChanges(
  db: Db,
  userId: string,
  changes: UserChanges,
  profile: ProfileChanges | undefined,
  options: { at: Date; signOut: boolean },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updatedAt: options.at, ...(options.signOut ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
      .where(eq(users.id, userId));
    if (profile && Object.keys(profile).length > 0) {
      await tx.insert(agentProfiles).values({ userId, ...profile }).onConflictDoUpdate({ target: agentProfiles.userId, set: profile });
    }
  });
}
