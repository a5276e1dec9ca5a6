import type { Config } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { embeddedDir } from './embedded';

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (see prepare.ts to migrate it). */
export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(embeddedDir(config));
}
