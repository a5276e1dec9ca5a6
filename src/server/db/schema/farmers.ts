import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, doublePrecision, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/** Numbers every write of a farmer and every tombstone, in the order they were made (0027, ADR 0050). */
export const farmerChangeSeq = pgSequence('farmer_change_seq');

/** PostgreSQL's 64-bit transaction id (`pg_current_xact_id()`), read as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });
const nextChange = sql`nextval('farmer_change_seq')`;
const currentXid = sql`pg_current_xact_id()`;

/** The farmers register: company-scoped; a phone number or national id is registered once per company. */
export const farmers = pgTable(
  'farmers',
  {
    /** The outbox entry id when registered offline, so a replay finds the same farmer. */
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    registeredById: uuid('registered_by_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** E.164, see shared/phone.ts. */
    phoneNumber: text('phone_number').notNull(),
    nationalId: bigint('national_id', { mode: 'number' }),
    age: integer('age'),
    gender: text('gender').notNull(),
    county: text('county').notNull(),
    subCounty: text('sub_county'),
    ward: text('ward'),
    village: text('village'),
    cropType: text('crop_type'),
    farmSize: text('farm_size'),
    /** Where the farm is (the phone's GPS): all three or none (0016). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationAccuracyM: doublePrecision('location_accuracy_m'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the user acted (the write's occurredAt, else the server time): business dates follow it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** The act of the last edit applied: an edit acted earlier is kept in farmer_history only (ADR 0019). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The last write's number (farmer_change_seq, set by the farmers_mark_change trigger): the changes feed's order. */
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(nextChange),
    /** The last write's transaction: rows of transactions still open when a cursor was issued are found by it. */
    changeXid: xid8('change_xid').notNull().default(currentXid),
  },
  (t) => [
    check(
      'farmers_location_check',
      sql`(${t.latitude} is null and ${t.longitude} is null and ${t.locationAccuracyM} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180 and ${t.locationAccuracyM} >= 0)`,
    ),
    uniqueIndex('farmers_company_phone_key').on(t.companyId, t.phoneNumber),
    uniqueIndex('farmers_company_national_id_key').on(t.companyId, t.nationalId).where(sql`${t.nationalId} is not null`),
    index('farmers_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('farmers_company_county_idx').on(t.companyId, t.county, t.createdAt.desc()),
    index('farmers_company_crop_idx').on(t.companyId, t.cropType, t.createdAt.desc()),
    index('farmers_registered_by_idx').on(t.registeredById, t.createdAt.desc()),
    index('farmers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('farmers_company_change_idx').on(t.companyId, t.changeSeq),
    index('farmers_change_idx').on(t.changeSeq),
    index('farmers_company_change_xid_idx').on(t.companyId, t.changeXid),
    index('farmers_change_xid_idx').on(t.changeXid),
    index('farmers_phone_idx').on(t.phoneNumber),
    index('farmers_national_id_idx').on(t.nationalId).where(sql`${t.nationalId} is not null`),
  ],
);

/**
 * A farmer deleted, or moved to another company, as the company it left remembers it (trigger
 * farmers_leave_tombstones, 0027): its phones drop the farmer at their next refresh. Purged after a retention,
 * whose highest number purged goes to change_horizons.
 */
export const farmerTombstones = pgTable(
  'farmer_tombstones',
  {
    companyId: uuid('company_id').notNull(),
    farmerId: uuid('farmer_id').notNull(),
    changeSeq: bigint('change_seq', { mode: 'number' }).notNull().default(nextChange),
    changeXid: xid8('change_xid').notNull().default(currentXid),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.farmerId] }),
    index('farmer_tombstones_company_change_idx').on(t.companyId, t.changeSeq),
    index('farmer_tombstones_change_idx').on(t.changeSeq),
    index('farmer_tombstones_company_change_xid_idx').on(t.companyId, t.changeXid),
    index('farmer_tombstones_change_xid_idx').on(t.changeXid),
  ],
);

/** Per changes feed, the highest change number whose tombstones were purged: an older cursor is stale. */
export const changeHorizons = pgTable('change_horizons', {
  feed: text('feed').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull(),
});

/**
 * Each lower-cased word of a farmer's name, so the name filter ('wanj' finds 'Jane Wanjiku') is an index range
 * scan: pg_trgm is not available on PGlite. Filled by the `farmers_index_new_rows` trigger (0004_farmers.sql).
 */
export const farmerNameWords = pgTable(
  'farmer_name_words',
  {
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.farmerId, t.word] }),
    index('farmer_name_words_company_word_idx').on(t.companyId, t.word.op('text_pattern_ops')),
    index('farmer_name_words_word_idx').on(t.word.op('text_pattern_ops')),
  ],
);

/**
 * Farmers per company and filter value (county, gender, crop type), kept exact by the triggers of
 * 0022_farmer_facet_counts.sql on every write (by any path: API, seed, bulk SQL), so the filter lists of GET
 * /farmers (the values counted above zero) cost a few rows instead of a DISTINCT over the whole register.
 */
export const farmerFacets = pgTable(
  'farmer_facets',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    facet: text('facet').$type<'county' | 'gender' | 'cropType'>().notNull(),
    value: text('value').notNull(),
    farmers: integer('farmers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.facet, t.value] })],
);

/**
 * Farmers per company, county, gender and crop type, kept exact by the triggers of 0009_farmer_counts.sql: the
 * total of an unfiltered or facet-filtered register page sums a few dozen rows instead of counting farmers (P5).
 */
export const farmerCounts = pgTable(
  'farmer_counts',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    county: text('county').notNull(),
    gender: text('gender').notNull(),
    cropType: text('crop_type'),
    farmers: integer('farmers').notNull(),
  },
  (t) => [unique('farmer_counts_key').on(t.companyId, t.county, t.gender, t.cropType).nullsNotDistinct()],
);

/** One field's change in an edit. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * Every edit of a farmer (issue 17 item 4): who, when they made it (recorded_at, the act) and the fields it
 * changes, old → new. `applied` is false for an edit acted before the last applied one: kept, not applied.
 */
export const farmerHistory = pgTable(
  'farmer_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmerId: uuid('farmer_id')
      .notNull()
      .references(() => farmers.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    editedById: uuid('edited_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    applied: boolean('applied').notNull(),
  },
  (t) => [index('farmer_history_farmer_idx').on(t.farmerId, t.recordedAt.desc())],
);
