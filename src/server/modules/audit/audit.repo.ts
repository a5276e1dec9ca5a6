import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client';
import { auditEvents, companies, farmers, users } from '@server/db/schema';

export type NewAuditEvent = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: Db, event: NewAuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

const actors = alias(users, 'actors');
const subjectUsers = alias(users, 'subject_users');

/** One page of the trail, newest first, with the names of the company, the actor and the subject as they are now. */
export async function listAuditEventRows(db: Db, page: { offset: number; limit: number }) {
  return db
    .select({
      id: auditEvents.id,
      kind: auditEvents.kind,
      occurredAt: auditEvents.occurredAt,
      companyName: companies.name,
      actorName: actors.name,
      subjectKind: auditEvents.subjectKind,
      subjectId: auditEvents.subjectId,
      subjectName: sql<string | null>`coalesce(${subjectUsers.name}, ${farmers.name})`,
      oldValue: auditEvents.oldValue,
      newValue: auditEvents.newValue,
      keptId: auditEvents.keptId,
    })
    .from(auditEvents)
    .leftJoin(companies, eq(companies.id, auditEvents.companyId))
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(subjectUsers, and(eq(auditEvents.subjectKind, 'user'), eq(subjectUsers.id, auditEvents.subjectId)))
    .leftJoin(farmers, and(eq(auditEvents.subjectKind, 'farmer'), eq(farmers.id, auditEvents.subjectId)))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countAuditEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents);
  return row.n;
}
