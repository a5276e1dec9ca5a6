import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What the platform admin reviews (ADR 0060): an email another person moved (a company admin can move an
 * agent's email to their own mailbox and then reset the password, issue 31 item 8), and the phone numbers that
 * migration 0032 found twice once every spelling was read as one E.164 number. No foreign keys: the trail
 * outlives the users, farmers and companies it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `email_changed` (old → new email) or `phone_collision` (the stored spelling → the E.164 another kept). */
    kind: text('kind').$type<'email_changed' | 'phone_collision'>().notNull(),
    companyId: uuid('company_id'),
    /** Who acted; null for the migration. */
    actorId: uuid('actor_id'),
    subjectKind: text('subject_kind').$type<'user' | 'farmer'>().notNull(),
    subjectId: uuid('subject_id').notNull(),
    oldValue: text('old_value').notNull(),
    newValue: text('new_value').notNull(),
    /** A collision: the user or farmer who kept the number. */
    keptId: uuid('kept_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt),
    check('audit_events_kind_check', sql`${t.kind} in ('email_changed', 'phone_collision')`),
    check('audit_events_subject_kind_check', sql`${t.subjectKind} in ('user', 'farmer')`),
  ],
);
