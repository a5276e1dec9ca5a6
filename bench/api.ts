/**
 * P5: GET /api/farmers (a filtered page) and GET /api/dashboard at 100,000 farmers and 200,000 sales on
 * PostgreSQL, 50 concurrent connections over HTTP on loopback: p50/p95 latency and requests/s. The farmers
 * list is also measured on a bare Fastify route running the same SQL (the same repo calls, no auth,
 * validation or contract), which shows what the framework costs. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { type AppDeps, systemClock } from '../src/server/context';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { companies, users } from '../src/server/db/schema';
import { seedAccounts } from '../src/server/db/seed/seed-accounts';
import { loadConfig } from '../src/server/env';
import { countFarmers, facetValues, listFarmers } from '../src/server/modules/farmers/farmers.repo';
import { issueToken } from '../src/server/plugins/auth';

const FARMERS = 100_000;
const SALES = 200_000;
const CONNECTIONS = 50;
const REQUESTS = 1_000;
const FILTERED_PAGE = '/api/farmers?county=Nakuru&page=3';

interface Figures {
  name: string;
  p50: number;
  p95: number;
  perSecond: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `requests` GETs shared by CONNECTIONS workers, each sending its next request when the last one answered. */
async function load(name: string, url: string, token?: string, requests = REQUESTS): Promise<Figures> {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (res.status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, p50: percentile(latencies, 50), p95: percentile(latencies, 95), perSecond: latencies.length / seconds, failures };
}

/** 100,000 farmers over the last year across the demo companies, and 200,000 sales of SeedSasa's agent. */
async function fill(deps: AppDeps, seedsasa: string, everlend: string, agent: string): Promise<void> {
  await deps.db.execute(sql`
    insert into farmers (company_id, registered_by_id, name, phone_number, gender, county, crop_type, created_at)
    select case when g % 2 = 0 then ${seedsasa}::uuid else ${everlend}::uuid end,
           case when g % 2 = 0 then ${agent}::uuid else null end,
           (array['Jane','Peter','Mary','John','Grace','Samuel'])[1 + g % 6] || ' ' || (array['Wanjiku','Otieno','Chebet','Mwangi','Akinyi'])[1 + g % 5] || ' ' || g,
           '+2547' || lpad(g::text, 8, '0'),
           (array['Female','Male'])[1 + g % 2],
           (array['Nakuru','Kisumu','Meru','Machakos','Bungoma','Kakamega','Trans Nzoia','Uasin Gishu'])[1 + g % 8],
           (array['Maize','Beans','Sorghum','Potatoes'])[1 + g % 4],
           now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
    from generate_series(1, ${FARMERS}) as g`);
  // The farmer of each sale is picked from an array (an index lookup), not by a join on a computed key.
  await deps.db.execute(sql`
    with seed_farmers as (select array_agg(id order by id) as ids from farmers where company_id = ${seedsasa}::uuid)
    insert into sales (company_id, agent_id, farmer_id, product, quantity, unit, amount_kes, sale_date)
    select ${seedsasa}::uuid, ${agent}::uuid, f.ids[1 + g % cardinality(f.ids)], 'Maize seed ' || (g % 7), 1 + g % 10, 'Kg', 100 + (g % 50) * 35,
           now() - (g % 364) * interval '1 day' - (g % 1440) * interval '1 minute'
    from seed_farmers f, generate_series(1, ${SALES}) as g`);
  await deps.db.execute(sql`analyze`);
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('bench/api: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database; skipped.');
    return;
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema, max: 20 });
  try {
    await migrate(database);
    const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
    await seedAccounts(deps);
    const bySlug = Object.fromEntries((await deps.db.select().from(companies)).map((c) => [c.slug, c.id]));
    const userOf = async (email: string) => (await deps.db.select().from(users).where(eq(users.email, email)))[0];
    const seedAdmin = await userOf('admin.seedsasa@demo.local');
    const seedAgent = await userOf('agent.seedsasa@demo.local');
    const platform = await userOf('admin@demo.local');

    const t0 = performance.now();
    await fill(deps, bySlug.seedsasa, bySlug.everlend, seedAgent.id);
    console.log(`seeded ${FARMERS.toLocaleString('en')} farmers and ${SALES.toLocaleString('en')} sales in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

    const app = await buildApp(deps, { distDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const bare = Fastify({ logger: false });
    bare.get('/farmers', async () => {
      const filter = { companyId: bySlug.seedsasa, county: 'Nakuru' };
      const [total, rows, facets] = [await countFarmers(deps.db, filter), await listFarmers(deps.db, filter, 20, 10), await facetValues(deps.db, bySlug.seedsasa)];
      return { farmers: rows, total, facets };
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/farmers`;

    const results: Figures[] = [];
    // One warm-up pass so that every figure is measured on warm caches.
    await load('warm-up', `${base}/api/dashboard`, issueToken(deps, seedAdmin), 200);
    results.push(await load('GET /api/farmers (county filter, page 3)', `${base}${FILTERED_PAGE}`, issueToken(deps, seedAdmin)));
    results.push(await load('bare Fastify, same SQL', bareUrl));
    results.push(await load('GET /api/dashboard (company_admin)', `${base}/api/dashboard`, issueToken(deps, seedAdmin)));
    results.push(await load('GET /api/dashboard (agent, 200k own sales)', `${base}/api/dashboard`, issueToken(deps, seedAgent)));
    results.push(await load('GET /api/dashboard (admin, every company)', `${base}/api/dashboard`, issueToken(deps, platform)));
    await app.close();
    await bare.close();

    console.log(`\n${CONNECTIONS} connections, ${REQUESTS} requests per endpoint:`);
    console.table(results.map((r) => ({ endpoint: r.name, 'p50 ms': r.p50.toFixed(1), 'p95 ms': r.p95.toFixed(1), 'req/s': r.perSecond.toFixed(0), failures: r.failures })));
    const api = results[0];
    const plain = results[1];
    console.log(`farmers list: the API serves ${((api.perSecond / plain.perSecond) * 100).toFixed(0)}% of the bare route's throughput`);
    if (results.some((r) => r.failures > 0)) process.exitCode = 1;
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`drop schema ${schema} cascade`);
    await c.end();
  }
}

await main();
