import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { companies } from '@server/db/schema';
import type { CompanyRow } from './accounts.repo';

export function listCompanies(db: Db): Promise<Pick<CompanyRow, 'id' | 'name' | 'kind'>[]> {
  return db.select({ id: companies.id, name: companies.name, kind: companies.kind }).from(companies).orderBy(asc(companies.name));
}

export async function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findCompanyBySlug(db: Db, slug: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row;
}
