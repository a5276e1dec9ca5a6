/**
 * The server side of bench/api.ts, in processes of its own so that the load generator does not share their
 * event loop: the real app and a bare Fastify route running the farmers list's SQL (the same repo calls, no
 * auth, validation or contract), on the two loopback ports the parent chose. With BENCH_PROCESSES > 1 this
 * file is a cluster primary (the server's own, src/server/cluster.ts) whose workers each serve both ports.
 * The parent passes the database, its schema and the JWT secret through the environment, and reads the
 * processes' CPU time from /proc.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { pino } from 'pino';
import { buildApp } from '@server/app';
import { superviseWorkers } from '@server/cluster';
import { type AppDeps, systemClock } from '@server/context';
import { openPostgres } from '@server/db/client';
import { loadConfig } from '@server/env';
import { listPage } from '@server/modules/farmers/farmer-list.repo';

const { BENCH_URL, BENCH_SCHEMA, BENCH_SECRET, BENCH_DATA_DIR, BENCH_COMPANY, BENCH_API_PORT, BENCH_BARE_PORT, BENCH_PROCESSES } = process.env;
if (!BENCH_URL || !BENCH_SCHEMA || !BENCH_SECRET || !BENCH_DATA_DIR || !BENCH_COMPANY || !BENCH_API_PORT || !BENCH_BARE_PORT) {
  throw new Error('bench/support/api-server.ts is started by bench/api.ts');
}
const processes = Number(BENCH_PROCESSES ?? 1);

if (processes > 1 && cluster.isPrimary) {
  superviseWorkers(processes, fileURLToPath(import.meta.url), pino({ level: 'info' }), 15_000);
} else {
  const database = await openPostgres(BENCH_URL, { searchPath: BENCH_SCHEMA });
  const config = loadConfig({ DATA_DIR: BENCH_DATA_DIR, JWT_SECRET: BENCH_SECRET, LOG_LEVEL: 'silent' });
  const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };

  const app = await buildApp(deps, { distDir: null });
  const company = BENCH_COMPANY;
  const bare = Fastify({ logger: false });
  bare.get('/farmers', async () => {
    return listPage(deps.db, { filter: { companyId: company, county: 'Nakuru' }, visible: company }, 20, 10);
  });
  await bare.listen({ port: Number(BENCH_BARE_PORT), host: '127.0.0.1' });
  await app.listen({ port: Number(BENCH_API_PORT), host: '127.0.0.1' });

  const close = async () => {
    await Promise.all([app.close(), bare.close()]);
    await database.close();
    // Exiting normally writes a --cpu-prof profile when one was asked for.
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
}
