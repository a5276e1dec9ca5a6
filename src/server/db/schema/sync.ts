import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One row per write answered under an `Idempotency-Key`: the stored answer is replayed to a retry. Written in
 * the same transaction as the write itself (docs/adr/0005), kept at least 90 days.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's user id; an empty string for anonymous public writes (keyed by the key alone). */
    owner: text('owner').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of method, path and the canonical JSON body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    /** The answer's JSON text, replayed byte for byte. */
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.owner, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** The last sync report of each user's device: admins see who has unsent work. */
export const deviceSyncReports = pgTable('device_sync_reports', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deviceId: text('device_id'),
  lastSyncAt: timestamp('last_sync_at', { withTimezone: true }).notNull(),
  /** Entries still waiting on the device after this sync (the reported backlog less what the sync accepted). */
  backlog: integer('backlog').notNull(),
  oldestEntryAgeSeconds: integer('oldest_entry_age_seconds').notNull(),
});
