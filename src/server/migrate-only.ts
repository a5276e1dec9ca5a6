import { migrate, migrationNotes } from './db/migrate';
import { openDatabase } from './db/open';
import { ConfigError, loadConfig } from './env';

/**
 * `npm run migrate`: applies the pending migrations to the configured database and exits, without starting the
 * server (a deploy step before the new version's processes start; docs/deploy.md). Exit code 0 when the
 * database is up to date, 1 when a migration failed (those before it stay applied), 2 for a bad configuration.
 */
try {
  const config = loadConfig();
  const database = await openDatabase(config, { log: (line) => console.log(line) });
  try {
    const applied = await migrate(database);
    console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'the database is up to date: no migration to apply');
    for (const note of await migrationNotes(database, applied)) console.log(`migration note: ${note}`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
}
