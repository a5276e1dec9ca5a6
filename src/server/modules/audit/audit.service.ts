import { paginate } from '@shared/contracts/common';
import type { AuditEvent } from '@shared/contracts/audit';
import type { AppDeps } from '@server/context';
import type { Db } from '@server/db/client';
import type { AuthUser } from '@server/plugins/auth';
import { countAuditEvents, insertAuditEvent, listAuditEventRows } from './audit.repo';

/**
 * An email moved by someone other than its owner (a company admin can point an agent's account at their own
 * mailbox and then reset its password: the product's rule, issue 31 item 8), written in the transaction of the
 * change itself so that a replayed or failed edit leaves no row of its own.
 */
export async function recordEmailMoved(db: Db, caller: AuthUser, target: { id: string; email: string; companyId: string | null }, newEmail: string, at: Date): Promise<void> {
  if (caller.id === target.id) return;
  await insertAuditEvent(db, {
    kind: 'email_changed',
    companyId: target.companyId,
    actorId: caller.id,
    subjectKind: 'user',
    subjectId: target.id,
    oldValue: target.email,
    newValue: newEmail,
    occurredAt: at,
  });
}

/** One page of the trail for the platform admin (the endpoint's access admits no one else). */
export async function listAuditEvents(deps: AppDeps, query: { page: number; limit: number }): Promise<{ events: AuditEvent[]; pagination: ReturnType<typeof paginate> }> {
  const [rows, total] = await Promise.all([listAuditEventRows(deps.db, { offset: (query.page - 1) * query.limit, limit: query.limit }), countAuditEvents(deps.db)]);
  return {
    events: rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() })),
    pagination: paginate(query.page, query.limit, total),
  };
}
