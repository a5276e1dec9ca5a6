import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { agentProfiles, companies, users } from '@server/db/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AgentProfileRow = typeof agentProfiles.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewAgentProfile = Omit<typeof agentProfiles.$inferInsert, 'userId'>;

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow | null;
  profile: AgentProfileRow | null;
}

const selectWithCompany = (db: Db) =>
  db
    .select({ user: users, company: companies, profile: agentProfiles })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id));

export async function findUserByEmail(db: Db, email: string): Promise<UserWithCompany | undefined> {
  const [row] = await selectWithCompany(db)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Db, e164: string): Promise<UserWithCompany | undefined> {
  const [row] = await selectWithCompany(db).where(eq(users.phoneNumber, e164)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserWithCompany | undefined> {
  const [row] = await selectWithCompany(db).where(eq(users.id, id)).limit(1);
  return row;
}

/** Which of the unique identity values are already taken by someone. */
export async function takenIdentity(db: Db, email: string, phone: string): Promise<{ email: boolean; phone: boolean }> {
  const rows = await db
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} or ${users.phoneNumber} = ${phone}`);
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    phone: rows.some((r) => r.phone === phone),
  };
}

export async function agentCodeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.agentCode, code)).limit(1);
  return rows.length > 0;
}

/** Inserts a user (and an agent profile when given) in one transaction; answers the stored user. */
export async function insertUser(db: Db, values: NewUser, profile?: NewAgentProfile): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [user] = await tx.insert(users).values(values).returning();
    if (profile) await tx.insert(agentProfiles).values({ ...profile, userId: user.id });
    return user;
  });
}
