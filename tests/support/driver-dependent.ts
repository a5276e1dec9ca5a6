import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What makes an API test file's outcome depend on the database driver (ADR 0074): the choice of database itself
 * and the embedded database's own code, migrations, transactions and locks, requests at the same time, several
 * processes, outages, backups and imports, and the sync batch (an entry per savepoint, its admission). PGlite is
 * one connection in the process; PostgreSQL a pool of connections to another process.
 */
const DRIVER_SIGNS = [
  /@server\/db\/(?!schema)|@server\/(prepare-database|create-embedded)|usingPostgres|TEST_DB|openPglite|openPostgres|@electric-sql\/pglite|pglite-template|pg-template|openTestDatabase|deps\.database\b|\.kind\b/,
  /migrat/i,
  /transaction|savepoint|rollback|\block(s|ed|ing)?\b|for update|advisory/i,
  /Promise\.all|allSettled|concurrent|in parallel/,
  // A word, not part of a name: SHUTDOWN_TIMEOUT_S or shutdownTimeoutS is a setting read from the environment.
  /two-process|spawned-server|tcp-proxy|outage|\bshutdown\b|backup|restore/i,
  // The import endpoint called (its path ends a string), not named in a comment.
  /\/import['"`?]|farmers-import|importFarmers/,
];

/** Files named for the sync batch and idempotent writes: what they test is the transaction around each entry. */
const DRIVER_NAMES = /^(sync-|idempotency)/;

/** Whether the file (its name and text) exercises behaviour that may differ between PGlite and PostgreSQL. */
export const dependsOnDriver = (name: string, source: string): boolean => DRIVER_NAMES.test(name) || DRIVER_SIGNS.some((sign) => sign.test(source));

/** The API test files (paths from the repository's root) that run on PGlite too when PostgreSQL is present. */
export function driverDependentApiFiles(root = process.cwd()): string[] {
  const dir = path.join(root, 'tests/server');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts') && dependsOnDriver(name, readFileSync(path.join(dir, name), 'utf8')))
    .map((name) => `tests/server/${name}`);
}
