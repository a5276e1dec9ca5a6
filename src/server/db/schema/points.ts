import type { ActivityParams } from '@shared/contracts/gamification';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * The points ledger: one row per awarded event. `sourceKey` makes each award idempotent (for example
 * `farmer:<id>`), so a replayed request or a retried job never awards twice.
 */
export const pointEvents = pgTable(
  'point_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id),
    activityType: text('activity_type').notNull(),
    points: integer('points').notNull(),
    description: text('description').notNull(),
    /** What the line names, for screens to word it (ADR 0056); `description` is the English line. */
    params: jsonb('params').$type<ActivityParams>().notNull().default({}),
    sourceKey: text('source_key').notNull().unique(),
    reason: text('reason'),
    recordedById: uuid('recorded_by_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the event happened (the act that earned the points): weeks and report ranges count on it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('point_events_user_recorded_idx').on(t.userId, t.recordedAt), index('point_events_company_recorded_idx').on(t.companyId, t.recordedAt)],
);
