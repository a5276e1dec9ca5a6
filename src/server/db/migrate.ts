import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { databaseErrorOf } from './errors';
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
 * How long one migration's statement may wait for a lock on a table that requests are using: rather than
 * queueing every request behind it for as long as the longest transaction, it gives up and is tried again.
 */
export const MIGRATION_LOCK_TIMEOUT = '5s';
/** Tries of a migration that gave up on a lock (55P03), with waits of 1, 2, 4… s between them. */
const LOCK_TRIES = 5;

export interface MigrateOptions {
  /** Where the migration files are: `migrations/` beside this file unless a test gives its own. */
  dir?: string;
  /** Waits between tries of a migration that gave up on a lock. */
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Applies `migrations/NNNN_name.sql` in name order, each once, each in its own transaction: a failing
 * migration leaves those before it applied. Each transaction holds an advisory lock, so that several processes
 * starting together apply each migration once (the others wait, then find it done), sets a lock_timeout (a
 * migration waiting on a busy table is retried rather than holding up every request behind it) and lifts the
 * app's statement_timeout (building an index may take long). See docs/adr/0002 and 0048.
 */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<string[]> {
  const dir = options.dir ?? MIGRATIONS_DIR;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const files = readdirSync(dir).filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f)).sort();
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`);
    await tx.execute(sql`create table if not exists migration_notes (migration text not null, note text not null, created_at timestamptz not null default now())`);
  });
  const done = new Set(rowsOf<{ name: string }>(await database.db.execute(sql`select name from schema_migrations`)).map((r) => r.name));
  const applied: string[] = [];
  for (const file of files.filter((f) => !done.has(f))) {
    for (let tryNumber = 1; ; tryNumber += 1) {
      try {
        if (await applyOne(database, dir, file)) applied.push(file);
        break;
      } catch (error) {
        if (databaseErrorOf(error)?.code !== '55P03' || tryNumber === LOCK_TRIES) throw error;
        await sleep(1000 * 2 ** (tryNumber - 1));
      }
    }
  }
  return applied;
}

/** One migration in its own transaction; false when another process applied it meanwhile. */
async function applyOne(database: Database, dir: string, file: string): Promise<boolean> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const found = await tx.execute(sql`select 1 from schema_migrations where name = ${file}`);
    if (rowsOf(found).length) return false;
    await tx.execute(sql.raw(`set local lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`));
    await tx.execute(sql.raw('set local statement_timeout = 0'));
    const statements = readFileSync(path.join(dir, file), 'utf8').split(STATEMENT_BREAK);
    for (const statement of statements) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
    return true;
  });
}
