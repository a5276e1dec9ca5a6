import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { releasingTransactions } from './pool-transactions';
import { planGenericallyWith } from './prepared';
import * as schema from './schema';
import { transactionAware } from './tx-context';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by the migrator. */
  exec(sql: string): Promise<void>;
  /** Connections in use, idle and awaited, per pool (PostgreSQL; none for PGlite's single connection). */
  poolUse(): PoolUse[];
  close(): Promise<void>;
}

export interface PoolUse {
  pool: 'main' | 'generic';
  total: number;
  idle: number;
  waiting: number;
}

export interface PostgresOptions {
  /** Puts every table of this connection in one schema (tests). */
  searchPath?: string;
  max?: number;
  /** Told of a connection that failed (the database restarted, a backend was terminated); the pool drops it. */
  onConnectionError?: (error: Error) => void;
}

/** How long a new connection may take before the request fails (503) instead of waiting on a database that hangs. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** The longest statement PostgreSQL runs for the app; migrations lift it (db/migrate.ts). */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** PGlite in `dataDir`, in memory when undefined, or an instance already opened (tests load templates). */
export async function openPglite(source?: string | PGlite): Promise<Database> {
  const client = source instanceof PGlite ? source : source ? new PGlite(source) : new PGlite();
  await client.waitReady;
  const db = transactionAware(drizzlePglite({ client, schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    poolUse: () => [],
    close: () => client.close(),
  };
}

/**
 * The settings both pools share: bounded waits (a connection, a statement, and an answer on a link that went
 * silent), TCP keepalive to notice a dead link, and an error listener on the pool and on every connection,
 * including one checked out, whose error would otherwise crash the process (ADR 0048).
 */
function resilientPool(config: pg.PoolConfig, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    ...config,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

const poolUseOf = (name: PoolUse['pool'], pool: pg.Pool): PoolUse => ({ pool: name, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });

/** PostgreSQL through two pools; the first connection is opened here, so a database that does not answer rejects. */
export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const searchPath = opts.searchPath ? `-c search_path=${opts.searchPath}` : '';
  const onError = opts.onConnectionError ?? (() => {});
  const pool = resilientPool({ connectionString: url, max: opts.max ?? 10, options: searchPath || undefined }, onError);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end();
    throw error;
  }
  const plain = drizzlePg({ client: pool, schema }) as unknown as Db;
  releasingTransactions(plain, pool);
  const db = transactionAware(plain);
  // The connections of statements that are planned once per connection (db/prepared.ts, ADR 0034): a setting of
  // the connection, so a pool of their own. It opens its connections on first use and keeps an idle one for a
  // minute, not node-postgres' 10 s: a new one costs a backend, its catalog caches and the plans again, and the
  // list is often read in bursts more than 10 s apart.
  const genericPool = resilientPool(
    { connectionString: url, max: opts.max ?? 10, idleTimeoutMillis: 60_000, options: `${searchPath} -c plan_cache_mode=force_generic_plan` },
    onError,
  );
  planGenericallyWith(db, drizzlePg({ client: genericPool, schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    poolUse: () => [poolUseOf('main', pool), poolUseOf('generic', genericPool)],
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}
