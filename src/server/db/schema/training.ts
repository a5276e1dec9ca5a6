import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Uploaded audio. The bytes live in the blob store under `audio/<fileName>` (ADR 0049), where fileName is `<sha256>.<ext>`
 * (content-addressed: the original name is kept for display and downloads only, never used as a path).
 */
export const audioFiles = pgTable(
  'audio_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originalName: text('original_name').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    duration: doublePrecision('duration'),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audio_files_created_idx').on(t.createdAt), index('audio_files_file_name_idx').on(t.fileName)],
);

/**
 * Another version of an uploaded audio, stored like it (`<sha256>.<ext>` in the same store). `phone` is the
 * speech-grade mono Opus made in the admin's browser at upload, what agents stream and download (ADR 0052).
 */
export const audioVariants = pgTable(
  'audio_variants',
  {
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id, { onDelete: 'cascade' }),
    variant: text('variant').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.audioFileId, t.variant] }), index('audio_variants_file_name_idx').on(t.fileName)],
);

/** Training modules are platform-wide content managed by the platform admin. */
export const trainingModules = pgTable('training_modules', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  description: text('description'),
  /** The Kiswahili texts (ADR 0057): optional, English is the fallback. */
  titleSw: text('title_sw'),
  descriptionSw: text('description_sw'),
  isActive: boolean('is_active').notNull().default(true),
  moduleOrder: integer('module_order').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An audio in a module, in `position` order; progress refers to this row. */
export const moduleAudios = pgTable(
  'module_audios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    audioFileId: uuid('audio_file_id')
      .notNull()
      .references(() => audioFiles.id),
    position: integer('position').notNull(),
    description: text('description'),
    descriptionSw: text('description_sw'),
  },
  (t) => [index('module_audios_module_idx').on(t.moduleId, t.position), index('module_audios_file_idx').on(t.audioFileId)],
);

/** A user opened a module (POST /training/{id}/start or the first play). */
export const moduleStarts = pgTable(
  'module_starts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => trainingModules.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

/** Per user per module audio: time adds up, last position kept, completion sticky. */
export const audioProgress = pgTable(
  'audio_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleAudioId: uuid('module_audio_id')
      .notNull()
      .references(() => moduleAudios.id, { onDelete: 'cascade' }),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    lastPlayedPosition: doublePrecision('last_played_position').notNull().default(0),
    isCompleted: boolean('is_completed').notNull().default(false),
    firstAccessDate: timestamp('first_access_date', { withTimezone: true }).notNull().defaultNow(),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The act of the latest report (its occurredAt): listening time grows at most with the time between acts. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleAudioId] })],
);

/** Idempotency keys of progress updates already applied: a replay never adds its time twice. */
export const audioProgressUpdates = pgTable('audio_progress_updates', {
  key: text('key').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
