import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
  close(): Promise<void>;
}

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
    close: () => client.close(),
  };
}

/** PostgreSQL through a pool; `searchPath` puts every table of this connection in one schema (tests). */
export async function openPostgres(url: string, opts: { searchPath?: string; max?: number } = {}): Promise<Database> {
  const searchPath = opts.searchPath ? `-c search_path=${opts.searchPath}` : '';
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, options: searchPath || undefined });
  const probe = await pool.connect();
  probe.release();
  const db = transactionAware(drizzlePg({ client: pool, schema }) as unknown as Db);
  // The connections of statements that are planned once per connection (db/prepared.ts, ADR 0034): a setting of
  // the connection, so a pool of their own. It opens its connections on first use and keeps an idle one for a
  // minute, not node-postgres' 10 s: a new one costs a backend, its catalog caches and the plans again, and the
  // list is often read in bursts more than 10 s apart.
  const genericPool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: 60_000,
    options: `${searchPath} -c plan_cache_mode=force_generic_plan`,
  });
  planGenericallyWith(db, drizzlePg({ client: genericPool, schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: async () => {
      await Promise.all([pool.end(), genericPool.end()]);
    },
  };
}
