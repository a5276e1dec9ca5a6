import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** What authentication needs of a user: who they are now, and the token version their tokens must carry. */
export async function findSessionUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, companyId: users.companyId, name: users.name, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
