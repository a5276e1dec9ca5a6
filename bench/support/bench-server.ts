/**
 * What the server-side benches share: a database of their own (PGlite by default, a fresh schema of
 * BENCH_DATABASE_URL's PostgreSQL otherwise), the app built on it with the demo accounts, and the sampling of
 * this process's memory while a client in another process talks to it.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app';
import { type AppDeps, systemClock } from '@server/context';
import { type Database, openPglite, openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { users } from '@server/db/schema';
import { seedAccounts } from '@server/seed/seed-accounts';
import { loadConfig } from '@server/env';
import { issueToken } from '@server/plugins/auth';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

export async function openBenchDatabase(): Promise<{ database: Database; kind: string; drop(): Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    return { database, kind: 'PGlite', drop: () => database.close() };
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema });
  return {
    database,
    kind: 'PostgreSQL',
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

/** The migrated database with the demo accounts, and the app's dependencies on it (files in `dataDir`). */
export async function benchDeps(database: Database, dataDir = `/tmp/fap-bench-${randomBytes(6).toString('hex')}`): Promise<AppDeps> {
  await migrate(database);
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
  const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
  await seedAccounts(deps);
  return deps;
}

/** The app listening on a free loopback port. */
export async function listen(deps: AppDeps): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildApp(deps, { distDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function tokenOf(deps: AppDeps, email: string): Promise<string> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email));
  return issueToken(deps, user);
}

/**
 * Runs `work` (a client in another process) while sampling this process's memory every 10 ms: the growth of
 * the peak RSS and heap over their level after a full GC just before.
 */
export async function measured<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; rssGrowth: number; heapGrowth: number }> {
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, rssGrowth: peakRss - before.rss, heapGrowth: peakHeap - before.heapUsed };
  } finally {
    clearInterval(sampler);
  }
}
