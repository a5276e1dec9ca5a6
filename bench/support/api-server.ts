/**
 * The server side of bench/api.ts, in its own process so that the load generator does not share its event
 * loop: the real app and a bare Fastify route running the farmers list's SQL (the same repo calls, no auth,
 * validation or contract), on two loopback ports reported to the parent over IPC. The parent passes the
 * database, its schema and the JWT secret through the environment.
 */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { buildApp } from '../../src/server/app';
import { type AppDeps, systemClock } from '../../src/server/context';
import { openPostgres } from '../../src/server/db/client';
import { loadConfig } from '../../src/server/env';
import { listFarmers, listSummary } from '../../src/server/modules/farmers/farmers.repo';

const { BENCH_URL, BENCH_SCHEMA, BENCH_SECRET, BENCH_DATA_DIR, BENCH_COMPANY } = process.env;
if (!BENCH_URL || !BENCH_SCHEMA || !BENCH_SECRET || !BENCH_DATA_DIR || !BENCH_COMPANY || !process.send) {
  throw new Error('bench/support/api-server.ts is started by bench/api.ts');
}

const database = await openPostgres(BENCH_URL, { searchPath: BENCH_SCHEMA });
const config = loadConfig({ DATA_DIR: BENCH_DATA_DIR, JWT_SECRET: BENCH_SECRET, LOG_LEVEL: 'silent' });
const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };

const app = await buildApp(deps, { distDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });

const company = BENCH_COMPANY;
const bare = Fastify({ logger: false });
bare.get('/farmers', async () => {
  const filter = { companyId: company, county: 'Nakuru' };
  const [rows, summary] = await Promise.all([listFarmers(deps.db, filter, 20, 10), listSummary(deps.db, filter, company)]);
  return { farmers: rows, summary };
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const portOf = (server: typeof app.server) => (server.address() as AddressInfo).port;
process.send({ api: portOf(app.server), bare: portOf(bare.server) });
// The parent asks for this process's CPU time around each measurement: CPU ms per request is a figure that a
// busy machine distorts much less than latency.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
});

// The parent disconnecting (end of the run, or its crash) ends this process; exiting normally writes a
// --cpu-prof profile when one was asked for.
process.on('disconnect', async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
});
