import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies, users } from './accounts';

export const incentiveOptions = pgTable(
  'incentive_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['SHORT_TERM', 'LONG_TERM'] }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pointsNeeded: integer('points_needed').notNull(),
    reward: text('reward'),
    /** The Kiswahili texts (ADR 0057): optional, English is the fallback. */
    titleSw: text('title_sw'),
    descriptionSw: text('description_sw'),
    rewardSw: text('reward_sw'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('incentive_options_points_check', sql`${t.pointsNeeded} >= 1`)],
);

/**
 * A user's choice. `period` is 'weekly' for the short-term option (one at a time, replaced by a new choice) and
 * the season id ('2026-09') for the long-term option, so the unique key fixes the long-term choice per season.
 */
export const incentiveSelections = pgTable(
  'incentive_selections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id),
    optionId: uuid('option_id')
      .notNull()
      .references(() => incentiveOptions.id),
    type: text('type', { enum: ['SHORT_TERM', 'LONG_TERM'] }).notNull(),
    period: text('period').notNull(),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('incentive_selections_user_type_period_idx').on(t.userId, t.type, t.period), index('incentive_selections_option_idx').on(t.optionId)],
);

/** One weekly reward per user per ISO week: the unique key makes a second claim impossible. */
export const weeklyClaims = pgTable(
  'weekly_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekId: text('week_id').notNull(),
    optionId: uuid('option_id')
      .notNull()
      .references(() => incentiveOptions.id),
    weeklyPoints: integer('weekly_points').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('weekly_claims_user_week_idx').on(t.userId, t.weekId)],
);
