import { sql } from 'drizzle-orm';
import type { Language } from '@shared/languages';
import { bigint, boolean, check, date, integer, pgTable, smallint, text, timestamp, uuid, uniqueIndex, index } from 'drizzle-orm/pg-core';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  /** `seed` (sells inputs, sales in KES) or `lender` (input credit, loans in Kgs). */
  kind: text('kind').$type<'seed' | 'lender'>().notNull(),
  timeZone: text('time_zone').notNull().default('Africa/Nairobi'),
  /** A logo under /brand/ for companies with their own branding; null → the default two-logo header. */
  logoUrl: text('logo_url'),
  /** What its farmers' area column is called: `county` or `district` (spec part 2 §2.8: SeedSasa says County, others District). */
  areaLabel: text('area_label').$type<'county' | 'district'>().notNull().default('district'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** E.164, see shared/phone.ts. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'admin' | 'company_admin' | 'potential_agent' | 'engaged_agent'>().notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    numberOfChildren: integer('number_of_children'),
    dateOfBirth: date('date_of_birth'),
    agentCode: text('agent_code'),
    photoUrl: text('photo_url'),
    /** Bumped by a password reset, a change of email or phone and "sign out of all devices": older tokens answer 401. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** The language of the app and of the user's mail (issue 15): follows the user to another phone. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** Whether the user chose `language` (a language selector, the profile): until then the app follows the device (ADR 0056). */
    languageChosen: boolean('language_chosen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phoneNumber),
    uniqueIndex('users_agent_code_key').on(t.agentCode),
    index('users_company_role_idx').on(t.companyId, t.role),
    check('users_admin_has_no_company', sql`${t.role} <> 'admin' or ${t.companyId} is null`),
    check('users_language_check', sql`${t.language} in ('en', 'sw')`),
  ],
);

export const agentProfiles = pgTable('agent_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  workGeographicLocation: text('work_geographic_location'),
  yearsOfSalesFieldExperience: integer('years_of_sales_field_experience'),
  educationLevel: text('education_level'),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  /** sha256 of the token sent by mail; the token itself is never stored. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every server process (rate limits live in the database). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Attempts in the window, or for a byte quota the bytes. */
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Session tokens signed out on the server, by their `jti` (ADR 0013); purged once the token has expired. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/** Sign-in sessions by token id (ADR 0046): when each began, the earliest a write made in it may be dated. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_sessions_started_idx').on(t.startedAt)],
);

/**
 * One counter raised by triggers on every write that changes what authentication reads of a user (ADR 0024):
 * the per-process session cache is valid while it stays where it was when an entry was cached.
 */
export const authEpoch = pgTable(
  'auth_epoch',
  {
    id: smallint('id').primaryKey().default(1),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [check('auth_epoch_one_row', sql`${t.id} = 1`)],
);
