/**
 * The Drizzle schema (src/server/db/schema) and the hand-written migrations describe one database: after every
 * migration, each table and column the database has is in the schema with the same type and nullability, and
 * the other way round. Runs on PGlite and on PostgreSQL.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import * as schema from '@server/db/schema';
import { openTestDatabase } from '../support/test-app';

/** The migrator's own bookkeeping: not part of the application's schema. */
const MIGRATOR_TABLES = new Set(['schema_migrations', 'migration_notes']);

interface ColumnShape {
  table: string;
  column: string;
  type: string;
  nullable: boolean;
}

const key = (c: ColumnShape) => `${c.table}.${c.column}`;
/** `numeric(14, 2)` → `numeric`: information_schema names the type, precision apart. */
const baseType = (sqlType: string) => sqlType.replace(/\(.*\)$/, '').trim();

function declaredColumns(): ColumnShape[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  return tables.flatMap((table) => {
    const config = getTableConfig(table);
    return config.columns.map((column) => ({ table: config.name, column: column.name, type: baseType(column.getSQLType()), nullable: !column.notNull }));
  });
}

async function migratedColumns(database: Database): Promise<ColumnShape[]> {
  const rows = rowsOf<{ table: string; column: string; type: string; nullable: string }>(
    await database.db.execute(sql`
      select c.table_name as "table", c.column_name as "column", c.data_type as "type", c.is_nullable as "nullable"
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema()`),
  );
  return rows.filter((r) => !MIGRATOR_TABLES.has(r.table)).map((r) => ({ ...r, nullable: r.nullable === 'YES' }));
}

describe('Drizzle schema and migrations', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
  }, 60_000);
  afterAll(() => drop?.());

  it('declare the same tables and columns, with the same types and nullability', async () => {
    const declared = new Map(declaredColumns().map((c) => [key(c), c]));
    const migrated = new Map((await migratedColumns(database)).map((c) => [key(c), c]));
    expect(declared.size).toBeGreaterThan(100);
    const onlyMigrated = [...migrated.keys()].filter((k) => !declared.has(k)).sort();
    const onlyDeclared = [...declared.keys()].filter((k) => !migrated.has(k)).sort();
    expect(onlyMigrated, 'in the database but not in the Drizzle schema').toEqual([]);
    expect(onlyDeclared, 'in the Drizzle schema but made by no migration').toEqual([]);
    const differing = [...declared.values()].filter((c) => {
      const m = migrated.get(key(c));
      return m && (m.type !== c.type || m.nullable !== c.nullable);
    });
    expect(
      differing.map((c) => ({ declared: c, migrated: migrated.get(key(c)) })),
      'type or nullability differs',
    ).toEqual([]);
  });
});
