import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './rows';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number: serialises migrations across processes sharing one PostgreSQL. */
const MIGRATION_LOCK = 7_272_011;
/** PGlite runs one statement per query, so files separate statements as drizzle-kit does. */
const STATEMENT_BREAK = '--> statement-breakpoint';

/**
 * A migration that changes data it cannot change everywhere (values matching no rule) says so in
 * migration_notes rather than failing: the server prints the notes of the migrations it applied to its log.
 */
export async function migrationNotes(database: Database, migrations: string[]): Promise<string[]> {
  if (migrations.length === 0) return [];
  const result = await database.db.execute(sql`select migration, note from migration_notes where migration in (${sql.join(migrations.map((m) => sql`${m}`), sql`, `)}) order by created_at, note`);
  return rowsOf<{ migration: string; note: string }>(result).map((r) => `${r.migration}: ${r.note}`);
}

/**
 * Applies `migrations/NNNN_name.sql` in name order, each once, each in its own transaction, under an
 * advisory lock so that several processes starting together migrate once. See docs/adr/0002.
 */
export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
    await tx.execute(sql`create table if not exists migration_notes (migration text not null, note text not null, created_at timestamptz not null default now())`);
    const done = await tx.execute<{ name: string }>(sql`select name from schema_migrations`);
    const doneNames = new Set(rowsOf<{ name: string }>(done).map((r) => r.name));
    for (const file of files) {
      if (doneNames.has(file)) continue;
      const statements = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split(STATEMENT_BREAK);
      for (const statement of statements) if (statement.trim()) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      applied.push(file);
    }
  });
  return applied;
}
