import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Role } from '@shared/roles';
import type { Db } from '@server/db/client';
import { companies, pointEvents, questionnaireSubmissions, users } from '@server/db/schema';

export interface AgentFilter {
  /** undefined: every company (admin). */
  companyId?: string;
  name?: string;
  email?: string;
  phone?: string;
  role?: Role;
  page: number;
  limit: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** Phones are stored in E.164: '0712 345' and '+254712345' both search for the digits after the trunk 0. */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^0/, '');

const agentColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  role: users.role,
  gender: users.gender,
  agentCode: users.agentCode,
  companyId: users.companyId,
  companyName: companies.name,
  /** The language of the mail telling the old address of a changed email or phone. */
  language: users.language,
  createdAt: users.createdAt,
  percentage: questionnaireSubmissions.overallPercent,
  qualified: questionnaireSubmissions.qualified,
  totalPoints: sql<number>`coalesce((select sum(${pointEvents.points}) from ${pointEvents} where ${pointEvents.userId} = ${users.id}), 0)`.mapWith(Number),
};

const selectAgents = (db: Db) =>
  db
    .select(agentColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(questionnaireSubmissions, eq(questionnaireSubmissions.userId, users.id));

export async function listAgents(db: Db, filter: AgentFilter) {
  const digits = filter.phone ? phoneDigits(filter.phone) : '';
  const where = and(
    filter.companyId ? eq(users.companyId, filter.companyId) : undefined,
    filter.name ? ilike(users.name, like(filter.name)) : undefined,
    filter.email ? ilike(users.email, like(filter.email)) : undefined,
    filter.phone ? ilike(users.phoneNumber, like(digits || filter.phone)) : undefined,
    filter.role ? eq(users.role, filter.role) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await selectAgents(db)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, totalItems: Number(total?.n ?? 0) };
}

export async function findAgent(db: Db, id: string) {
  const [row] = await selectAgents(db).where(eq(users.id, id)).limit(1);
  return row;
}

export type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

export async function agentCodeTakenByOther(db: Db, id: string, code: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.agentCode, code)).limit(2);
  return rows.some((r) => r.id !== id);
}

export interface AgentChanges {
  name?: string;
  email?: string;
  phoneNumber?: string;
  role?: Role;
  /** null: a platform admin has no company. */
  companyId?: string | null;
  gender?: string;
  agentCode?: string;
}

/** Applies the changes; `signOut` raises the token version in the same statement (every token answers 401). */
export async function updateAgentRow(db: Db, id: string, changes: AgentChanges, options: { at: Date; signOut: boolean }): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: options.at, ...(options.signOut ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}) })
    .where(eq(users.id, id));
}
