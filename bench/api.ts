/**
 * P5: GET /api/farmers (a filtered page) and GET /api/dashboard at 100,000 farmers and 200,000 sales on
 * PostgreSQL, 50 concurrent keep-alive connections over HTTP on loopback: p50/p95 latency and requests/s.
 * The farmers list is also measured on a bare Fastify route running the same SQL (the same repo calls, no
 * auth, validation or contract), in the same run, which shows what the framework costs.
 *
 * The server runs in its own process (bench/support/api-server.ts); this process only generates load, with
 * node:http and a keep-alive agent of 50 sockets. The seeded data lives in a schema named after the
 * migrations and the seeding below, kept between runs (reseeded when either changes; older ones dropped).
 * Besides latency and throughput it prints the server process's CPU time per request, which a machine busy
 * with other work distorts much less. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL. BENCH_CPU_PROF=1 writes
 * a CPU profile of the server to /tmp/fap-bench-prof.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppDeps, systemClock } from '../src/server/context';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { seedAccounts } from '../src/server/seed/seed-accounts';
import { loadConfig } from '../src/server/env';
import { issueToken } from '../src/server/plugins/auth';

const FARMERS = 100_000;
const SALES = 200_000;
const CONNECTIONS = 50;
const REQUESTS = 3_000;
const WARM_UP = 500;
/** The farmers list and the bare route alternate in this many rounds of REQUESTS / ROUNDS each. */
const ROUNDS = 3;
const FILTERED_PAGE = '/api/farmers?county=Nakuru&page=3';
const here = path.dirname(fileURLToPath(import.meta.url));

/** 100,000 farmers over the last year across two demo companies, and 200,000 sales of SeedSasa's agent. */
const FILL_FARMERS = `
  insert into farmers (company_id, registered_by_id, name, phone_number, gender, county, crop_type, created_at, recorded_at)
  select case when g % 2 = 0 then $1::uuid else $2::uuid end,
         case when g % 2 = 0 then $3::uuid else null end,
         (array['Jane','Peter','Mary','John','Grace','Samuel'])[1 + g % 6] || ' ' || (array['Wanjiku','Otieno','Chebet','Mwangi','Akinyi'])[1 + g % 5] || ' ' || g,
         '+2547' || lpad(g::text, 8, '0'),
         (array['Female','Male'])[1 + g % 2],
         (array['Nakuru','Kisumu','Meru','Machakos','Bungoma','Kakamega','Trans Nzoia','Uasin Gishu'])[1 + g % 8],
         (array['Maize','Beans','Sorghum','Potatoes'])[1 + g % 4],
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute'
  from generate_series(1, ${FARMERS}) as g`;
// The farmer of each sale is picked from an array (an index lookup), not by a join on a computed key.
const FILL_SALES = `
  with seed_farmers as (select array_agg(id order by id) as ids from farmers where company_id = $1::uuid)
  insert into sales (company_id, agent_id, farmer_id, product, quantity, unit, amount_kes, sale_date, recorded_at)
  select $1::uuid, $2::uuid, f.ids[1 + g % cardinality(f.ids)], 'Maize seed ' || (g % 7), 1 + g % 10, 'Kg', 100 + (g % 50) * 35,
         now() - (g % 364) * interval '1 day' - (g % 1440) * interval '1 minute',
         now() - (g % 364) * interval '1 day' - (g % 1440) * interval '1 minute'
  from seed_farmers f, generate_series(1, ${SALES}) as g`;

interface Figures {
  name: string;
  p50: number;
  p95: number;
  perSecond: number;
  /** CPU time of the server process per request (PostgreSQL's own time not included). */
  cpuMs: number;
  failures: number;
}

/** What one stretch of load saw. */
interface Sample {
  latencies: number[];
  seconds: number;
  cpuMs: number;
  failures: number;
}

/** The schema of this version of the data: migrations and seeding both change it. */
function schemaName(): string {
  const dir = path.join(here, '../src/server/db/migrations');
  const hash = createHash('sha256');
  for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(path.join(dir, file)));
  hash.update(FILL_FARMERS).update(FILL_SALES).update(readFileSync(path.join(here, '../src/server/seed/seed-accounts.ts')));
  return `bench_api_${hash.digest('hex').slice(0, 12)}`;
}

/** Reuses the seeded schema of this version, or seeds it (dropping the schemas of older versions). */
async function seededSchema(url: string): Promise<string> {
  const schema = schemaName();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ready = await client.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'bench_ready'`, [schema]);
    if (ready.rowCount) return schema;
    const stale = await client.query<{ name: string }>(`select schema_name as name from information_schema.schemata where schema_name like 'bench\\_api\\_%'`);
    for (const { name } of stale.rows) await client.query(`drop schema ${name} cascade`);
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  const database = await openPostgres(url, { searchPath: schema });
  try {
    await migrate(database);
    const config = loadConfig({ DATA_DIR: `/tmp/fap-bench-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent' });
    await seedAccounts({ database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } });
  } finally {
    await database.close();
  }
  const started = performance.now();
  const seeding = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await seeding.connect();
  try {
    const ids = await idsOf(seeding);
    await seeding.query(FILL_FARMERS, [ids.seedsasa, ids.everlend, ids.agent]);
    await seeding.query(FILL_SALES, [ids.seedsasa, ids.agent]);
    await seeding.query('analyze');
    await seeding.query('create table bench_ready ()');
  } finally {
    await seeding.end();
  }
  console.log(`seeded ${FARMERS.toLocaleString('en')} farmers and ${SALES.toLocaleString('en')} sales into ${schema} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return schema;
}

async function idsOf(client: pg.Client) {
  const company = async (slug: string) => (await client.query<{ id: string }>('select id from companies where slug = $1', [slug])).rows[0].id;
  const user = async (email: string) =>
    (await client.query<{ id: string; role: 'admin'; companyId: string | null; tokenVersion: number }>(
      'select id, role, company_id as "companyId", token_version as "tokenVersion" from users where email = $1',
      [email],
    )).rows[0];
  const agent = await user('agent.seedsasa@demo.local');
  return {
    seedsasa: await company('seedsasa'),
    everlend: await company('everlend'),
    agent: agent.id,
    users: { agent, companyAdmin: await user('admin.seedsasa@demo.local'), admin: await user('admin@demo.local') },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

type Server = Awaited<ReturnType<typeof startServer>>;

/** The server process's CPU time so far, in ms. */
function serverCpu(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.child.once('message', ({ cpu }: { cpu: NodeJS.CpuUsage }) => resolve((cpu.user + cpu.system) / 1000));
    server.child.send('cpu');
  });
}

/** `requests` GETs shared by CONNECTIONS workers on as many keep-alive sockets, each sending its next request when the last one answered. */
async function load(server: Server, agent: http.Agent, url: string, token: string | undefined, requests: number): Promise<Sample> {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const get = () =>
    new Promise<number>((resolve, reject) => {
      http
        .get(url, { agent, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const cpuBefore = await serverCpu(server);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests) {
        next++;
        const t0 = performance.now();
        const status = await get();
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies, seconds, cpuMs: (await serverCpu(server)) - cpuBefore, failures };
}

function figuresOf(name: string, samples: Sample[]): Figures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const sum = (pick: (s: Sample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / sum((s) => s.seconds),
    cpuMs: sum((s) => s.cpuMs) / latencies.length,
    failures: sum((s) => s.failures),
  };
}

/** Starts the server process; resolves with its two base URLs once it listens. */
function startServer(env: Record<string, string>): Promise<{ child: ReturnType<typeof fork>; api: string; bare: string }> {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/fap-bench-prof'] : [];
  const child = fork(path.join(here, 'support/api-server.ts'), [], { execArgv: ['--import', 'tsx', ...profile], env: { ...process.env, ...env }, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', (ports: { api: number; bare: number }) =>
      resolve({ child, api: `http://127.0.0.1:${ports.api}`, bare: `http://127.0.0.1:${ports.bare}` }),
    );
    child.once('exit', (code) => {
      // Before listening this rejects; later, a crashed server would leave the load waiting for answers.
      reject(new Error(`the bench server exited (${code}) before listening`));
      if (code !== 0) {
        console.error(`bench/api: the server process exited with ${code}`);
        process.exit(1);
      }
    });
  });
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('bench/api: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database; skipped.');
    return;
  }
  const schema = await seededSchema(url);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const ids = await idsOf(client);
  await client.end();

  const secret = randomBytes(32).toString('hex');
  const dataDir = `/tmp/fap-bench-${randomBytes(6).toString('hex')}`;
  // issueToken reads only the secret and the clock of its deps.
  const tokens = { clock: systemClock, config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'silent' }) } as AppDeps;
  const token = (user: Parameters<typeof issueToken>[1]) => issueToken(tokens, user);
  const server = await startServer({ BENCH_URL: url, BENCH_SCHEMA: schema, BENCH_SECRET: secret, BENCH_DATA_DIR: dataDir, BENCH_COMPANY: ids.seedsasa });
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const run = (target: string, bearer: string | undefined, requests: number) => load(server, agent, target, bearer, requests);
  const farmers = [`${server.api}${FILTERED_PAGE}`, await token(ids.users.companyAdmin)] as const;
  const bare = [`${server.bare}/farmers`, undefined] as const;
  const dashboards: [string, string][] = [
    ['GET /api/dashboard (company_admin)', await token(ids.users.companyAdmin)],
    ['GET /api/dashboard (agent, 200k own sales)', await token(ids.users.agent)],
    ['GET /api/dashboard (admin, every company)', await token(ids.users.admin)],
  ];
  const results: Figures[] = [];
  try {
    // A warm-up pass of every endpoint first, so that each figure is measured on warm caches and JIT-compiled code.
    for (const [target, bearer] of [farmers, bare, ...dashboards.map(([, t]) => [`${server.api}/api/dashboard`, t] as const)]) await run(target, bearer, WARM_UP);
    const load1 = loadavg()[0];
    // The API and the bare route take turns, so that a change in the machine's load hits both alike.
    const api: Sample[] = [];
    const plain: Sample[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      api.push(await run(...farmers, REQUESTS / ROUNDS));
      plain.push(await run(...bare, REQUESTS / ROUNDS));
    }
    results.push(figuresOf('GET /api/farmers (county filter, page 3)', api), figuresOf('bare Fastify, same SQL', plain));
    for (const [name, bearer] of dashboards) results.push(figuresOf(name, [await run(`${server.api}/api/dashboard`, bearer, REQUESTS)]));
    console.log(`\n${CONNECTIONS} connections, ${REQUESTS} requests per endpoint, server in its own process; load average ${load1.toFixed(2)} → ${loadavg()[0].toFixed(2)}:`);
  } finally {
    agent.destroy();
    server.child.disconnect();
  }
  console.table(
    results.map((r) => ({ endpoint: r.name, 'p50 ms': r.p50.toFixed(1), 'p95 ms': r.p95.toFixed(1), 'req/s': r.perSecond.toFixed(0), 'server CPU ms/req': r.cpuMs.toFixed(2), failures: r.failures })),
  );
  const [api, plain] = results;
  console.log(`farmers list: the API serves ${((api.perSecond / plain.perSecond) * 100).toFixed(0)}% of the bare route's throughput (server CPU per request ${plain.cpuMs.toFixed(2)} → ${api.cpuMs.toFixed(2)} ms)`);
  if (results.some((r) => r.failures > 0)) process.exitCode = 1;
}

await main();
