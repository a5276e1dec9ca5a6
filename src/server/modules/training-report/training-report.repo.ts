import { and, asc, count, eq, ilike, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { agentProfiles, companies, questionnaireSubmissions, users } from '@server/db/schema';

export interface ReportUserFilter {
  /** Undefined: every company (admin). */
  companyId?: string;
  name?: string;
  page: number;
  limit: number;
}

/** Users who take the questionnaire: everybody who belongs to a company (platform admins do not). */
export async function listReportUsers(db: Db, filter: ReportUserFilter) {
  const where = and(
    isNotNull(users.companyId),
    ne(users.role, 'admin'),
    filter.companyId ? eq(users.companyId, filter.companyId) : undefined,
    filter.name ? ilike(users.name, `%${filter.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      companyId: companies.id,
      companyName: companies.name,
      workGeographicLocation: agentProfiles.workGeographicLocation,
      yearsOfSalesFieldExperience: agentProfiles.yearsOfSalesFieldExperience,
      hasProfile: agentProfiles.userId,
      percentage: questionnaireSubmissions.overallPercent,
      qualified: questionnaireSubmissions.qualified,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .leftJoin(questionnaireSubmissions, eq(questionnaireSubmissions.userId, users.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  return { rows, totalItems: Number(total.n) };
}

export async function findReportUser(db: Db, userId: string) {
  const [row] = await db.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
