import type { Config } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { embeddedDir } from './embedded';
import { isDatabaseUnavailable } from './unavailable';

/** The first wait before trying an unreachable database again, doubled each time up to the last. */
const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 10_000;

export interface OpenOptions {
  /** One line per event worth an operator's eye: waiting for the database, a connection that failed. */
  log: (line: string) => void;
  /** Waits between attempts (tests shorten them). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR (see prepare.ts to
 * migrate it). A PostgreSQL that cannot be reached yet (starting, restarting, network) is waited for, with
 * backoff and one line per attempt; any other failure (a wrong password, no such database) rejects at once.
 */
export async function openDatabase(config: Config, options: OpenOptions): Promise<Database> {
  if (!config.databaseUrl) return openPglite(embeddedDir(config));
  const url = config.databaseUrl;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const onConnectionError = (error: Error) => options.log(`database connection lost (${reasonOf(error)}): it is replaced on next use`);
  for (let wait = FIRST_WAIT_MS; ; wait = Math.min(wait * 2, LONGEST_WAIT_MS)) {
    try {
      return await openPostgres(url, { onConnectionError });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      options.log(`waiting for the database at ${whereOf(url)} (${reasonOf(error)}): trying again in ${wait / 1000} s`);
      await sleep(wait);
    }
  }
}

/** host:port/database of the URL, without the credentials. */
const whereOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}${u.pathname}`;
};

const reasonOf = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return typeof e.code === 'string' ? `${e.code} ${String(e.message ?? '')}`.trim() : String(e.message ?? error);
};
