import { saveSession } from '@app/lib/session';
import type { OutboxEntry } from '@app/offline/outbox';

/** A stored agent session for user `u1`, as the outbox screens read it. */
export function saveAgentSession(): void {
  saveSession({
    token: 't',
    role: 'engaged_agent',
    user: { id: 'u1', name: 'A', email: 'a@x', role: 'engaged_agent', companyId: 'c1', companyName: 'C', companyKind: 'seed', companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
  });
}

/** A farmer registration of user `u1` in the outbox, in `status`. */
export const outboxEntry = (id: string, status: OutboxEntry['status'], fields: Partial<OutboxEntry> = {}): OutboxEntry =>
  ({ id, userId: 'u1', kind: 'farmer', label: id, method: 'POST', path: '/api/farmers', body: {}, dependsOn: [], createdAt: 1, attempts: 0, nextAttemptAt: 0, status, invalidates: [], ...fields }) as OutboxEntry;
