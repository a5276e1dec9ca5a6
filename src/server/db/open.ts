import path from 'node:path';
import type { Config } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { migrate } from './migrate';

/** The configured database, migrated: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'pgdata'));
  await migrate(database);
  return database;
}
