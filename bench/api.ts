/**
 * P5: GET /api/farmers (a filtered page) and GET /api/dashboard at 100,000 farmers and 200,000 sales on
 * PostgreSQL (bench/support/api-data.ts), over HTTP on loopback with keep-alive connections: p50/p95 latency,
 * requests/s, and the CPU time per request of the server processes and of PostgreSQL's backends serving them
 * (both from /proc; the backends are those of pg_stat_activity with the server's application_name), which a
 * machine busy with other work distorts much less than latency. The farmers list is also measured on a bare
 * Fastify route running the same SQL (the same repo calls, no auth, validation or contract), the two taking
 * turns, which shows what the framework costs.
 *
 * The server runs in processes of its own (bench/support/api-server.ts) with npm start's node flags: one server
 * of 1 process and one of 2 (a cluster, as WEB_CONCURRENCY=2), started together and measured in turns at 10 and
 * 50 connections; this process only generates load with node:http. BENCH_API_PROCESSES=1,2 and
 * BENCH_API_CONNECTIONS=10,50 choose the runs. BENCH_API_BASELINE=<another checkout> (its node_modules in
 * place) also starts that checkout's server on the same data, measured in the same turns, for before/after
 * ratios taken in the same minutes on a busy machine. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 * BENCH_CPU_PROF=1 writes a CPU profile of the server to /tmp/fap-bench-prof.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type AppDeps, systemClock } from '../src/server/context';
import { openPostgres } from '../src/server/db/client';
import { loadConfig } from '../src/server/env';
import { issueToken } from '../src/server/plugins/auth';
import { FARMERS, SALES, idsOf, seededSchema } from './support/api-data';
import { loadLine } from './support/figures';
import { freePort } from '../tests/support/free-port';
import { cpuMs, processTree } from './support/proc';
import { serverNodeFlags } from '../scripts/server-node-flags';

const REQUESTS = 3_000;
const WARM_UP = 500;
/** The farmers list and the bare route alternate in this many rounds of REQUESTS / ROUNDS each. */
const ROUNDS = 3;
const FILTERED_PAGE = '/api/farmers?county=Nakuru&page=3';
/**
 * What a phone's browser (Chromium) sends: the answers are compressed as they are for phones. Without it the
 * server skips compression, the CPU phones cause that this bench once left out (issue 34 item 9).
 */
const PHONE_ENCODINGS = 'gzip, deflate, br, zstd';
const here = path.dirname(fileURLToPath(import.meta.url));
const thisCheckout = path.resolve(here, '..');
const listOf = (value: string | undefined, fallback: number[]) => (value ? value.split(',').map(Number) : fallback);

interface Figures {
  name: string;
  p50: number;
  p95: number;
  perSecond: number;
  /** CPU time per request of the server processes, and of the PostgreSQL backends serving them. */
  serverCpuMs: number;
  pgCpuMs: number;
  failures: number;
}

/** What one stretch of load saw. */
interface Sample {
  latencies: number[];
  seconds: number;
  serverCpuMs: number;
  pgCpuMs: number;
  failures: number;
}

interface Server {
  child: ChildProcess;
  api: string;
  bare: string;
  /** Reads PostgreSQL's activity view to find the backends of the server processes, by their application_name. */
  monitor: pg.Client;
  applicationName: string;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** CPU ms so far of every server process, and of each PostgreSQL backend they hold, by pid. */
async function cpuNow(server: Server): Promise<{ server: number; backends: Map<number, number> }> {
  const { rows } = await server.monitor.query<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [server.applicationName]);
  const total = processTree(server.child.pid!).reduce((sum, pid) => sum + cpuMs(pid), 0);
  return { server: total, backends: new Map(rows.map(({ pid }) => [pid, cpuMs(pid)])) };
}

/** A backend opened during the stretch counts whole; one closed during it loses its last part (pools keep theirs open under load). */
function backendCpu(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [pid, ms] of after) sum += ms - (before.get(pid) ?? 0);
  return sum;
}

/** `requests` GETs shared by `connections` workers on as many keep-alive sockets, each sending its next request when the last one answered. */
async function load(server: Server, connections: number, url: string, token: string | undefined, requests: number, encoding = PHONE_ENCODINGS): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) };
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
  const before = await cpuNow(server);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
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
  const after = await cpuNow(server);
  agent.destroy();
  return { latencies, seconds, serverCpuMs: after.server - before.server, pgCpuMs: backendCpu(before.backends, after.backends), failures };
}

function figuresOf(name: string, samples: Sample[]): Figures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const sum = (pick: (s: Sample) => number) => samples.reduce((total, s) => total + pick(s), 0);
  return {
    name,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / sum((s) => s.seconds),
    serverCpuMs: sum((s) => s.serverCpuMs) / latencies.length,
    pgCpuMs: sum((s) => s.pgCpuMs) / latencies.length,
    failures: sum((s) => s.failures),
  };
}

/** Starts the server processes; resolves once every one of them answers on both ports. */
async function startServer(url: string, env: Record<string, string>, processes: number, checkout: string, label: string): Promise<Server> {
  const [apiPort, barePort] = [await freePort(), await freePort()];
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/fap-bench-prof'] : [];
  const applicationName = `fap-bench-api-${label.replace(/\W+/g, '-')}`;
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('application_name', applicationName);
  const child = spawn(process.execPath, ['--import', 'tsx', ...serverNodeFlags(checkout), ...profile, path.join(checkout, 'bench/support/api-server.ts')], {
    cwd: checkout,
    env: { ...process.env, ...env, BENCH_URL: serverUrl.href, BENCH_API_PORT: String(apiPort), BENCH_BARE_PORT: String(barePort), BENCH_PROCESSES: String(processes) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code) => {
    if (code !== 0) {
      console.error(`bench/api: the server exited with ${code}\n${output}`);
      process.exit(1);
    }
  });
  const api = `http://127.0.0.1:${apiPort}`;
  const bare = `http://127.0.0.1:${barePort}`;
  const answers = (target: string) => fetch(target).then((r) => r.status === 200, () => false);
  const started = () => processes === 1 || new RegExp(`\\(${processes} started so far\\)`).test(output);
  while (!(started() && (await answers(`${api}/api/health`)) && (await answers(`${bare}/farmers`)))) await new Promise((r) => setTimeout(r, 200));
  const monitor = new pg.Client({ connectionString: url });
  await monitor.connect();
  return { child, api, bare, monitor, applicationName };
}

async function stopServer(server: Server): Promise<void> {
  await server.monitor.end();
  await new Promise<void>((resolve) => {
    server.child.removeAllListeners('exit');
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

type Ids = Awaited<ReturnType<typeof idsOf>>;

interface Endpoint {
  name: string;
  /** The bare route, or a path of the API. */
  target: (server: Server) => string;
  token?: string;
  /** Accept-Encoding; the phone's unless given ('' sends none). */
  encoding?: string;
}

/**
 * The measured endpoints, with tokens signed by `secret` (issueToken reads the secret and the clock of its deps,
 * and records each token's session in the bench's schema, ADR 0046).
 */
async function endpointsOf(ids: Ids, secret: string, dataDir: string, url: string, schema: string): Promise<Endpoint[]> {
  const database = await openPostgres(url, { searchPath: schema });
  const tokens = { clock: systemClock, db: database.db, config: loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret, LOG_LEVEL: 'silent' }) } as AppDeps;
  const token = (user: Parameters<typeof issueToken>[1]) => issueToken(tokens, user);
  const [companyAdmin, agent, admin] = await Promise.all([token(ids.users.companyAdmin), token(ids.users.agent), token(ids.users.admin)]).finally(() => database.close());
  const dashboard = (server: Server) => `${server.api}/api/dashboard`;
  return [
    { name: 'GET /api/farmers (county filter, page 3)', target: (server) => `${server.api}${FILTERED_PAGE}`, token: companyAdmin },
    { name: 'bare Fastify, same SQL', target: (server) => `${server.bare}/farmers` },
    { name: 'GET /api/dashboard (company_admin)', target: dashboard, token: companyAdmin },
    { name: 'GET /api/dashboard (agent, 200k own sales)', target: dashboard, token: agent },
    { name: 'GET /api/dashboard (admin, every company)', target: dashboard, token: admin },
    { name: 'GET /api/farmers, no Accept-Encoding', target: (server) => `${server.api}${FILTERED_PAGE}`, token: companyAdmin, encoding: '' },
  ];
}

/**
 * Every endpoint on every server (one per number of processes, all started at once) at each number of
 * connections. Each pair of endpoint and server gets ROUNDS stretches of REQUESTS / ROUNDS, and they take
 * turns at the finest grain, so that a change in the machine's load hits them all alike.
 */
async function measure(url: string, schema: string, ids: Ids, processCounts: number[], connectionCounts: number[]): Promise<Map<string, Figures>> {
  const secret = randomBytes(32).toString('hex');
  const dataDir = `/tmp/fap-bench-${randomBytes(6).toString('hex')}`;
  const endpoints = await endpointsOf(ids, secret, dataDir, url, schema);
  const env = { BENCH_SCHEMA: schema, BENCH_SECRET: secret, BENCH_DATA_DIR: dataDir, BENCH_COMPANY: ids.seedsasa };
  // Keyed by label: the number of processes, with ' (baseline)' for those of BENCH_API_BASELINE.
  const servers = new Map<string, Server>();
  const baseline = process.env.BENCH_API_BASELINE;
  for (const processes of processCounts) {
    servers.set(String(processes), await startServer(url, env, processes, thisCheckout, String(processes)));
    if (baseline) servers.set(`${processes} (baseline)`, await startServer(url, env, processes, path.resolve(baseline), `${processes}-baseline`));
  }
  const figures = new Map<string, Figures>();
  try {
    // A warm-up pass of every endpoint first, so that each figure is measured on warm caches and JIT-compiled code.
    for (const server of servers.values()) for (const e of endpoints) await load(server, 50, e.target(server), e.token, WARM_UP, e.encoding);
    for (const connections of connectionCounts) {
      const loadBefore = loadLine();
      const samples = new Map<string, Sample[]>();
      for (let round = 0; round < ROUNDS; round++) {
        for (const e of endpoints) {
          for (const [processes, server] of servers) {
            const key = keyOf(processes, connections, e.name);
            samples.set(key, [...(samples.get(key) ?? []), await load(server, connections, e.target(server), e.token, REQUESTS / ROUNDS, e.encoding)]);
          }
        }
      }
      for (const [key, taken] of samples) figures.set(key, figuresOf(key.split('|')[2], taken));
      console.log(`\n${connections} connections, ${REQUESTS} requests per endpoint and server; ${loadBefore} → ${loadLine()}:`);
      for (const label of servers.keys()) print(label, endpoints.map((e) => figures.get(keyOf(label, connections, e.name))!));
    }
  } finally {
    for (const server of servers.values()) await stopServer(server);
  }
  return figures;
}

const keyOf = (label: string | number, connections: number, endpoint: string) => `${label}|${connections}|${endpoint}`;

/**
 * CPU per request read from /proc grows with the machine's load (the bare route, whose code never changes, read
 * 0.30 ms quiet and 2.24 ms at load 30): figures of runs at different loads do not compare, their ratio to the
 * bare route taken in the same turns does.
 */
function print(label: string, results: Figures[]): void {
  console.log(`${label} server process${label.startsWith('1') ? '' : 'es'}:`);
  const bare = results[1].serverCpuMs + results[1].pgCpuMs;
  console.table(
    results.map((r) => ({
      endpoint: r.name,
      'p50 ms': r.p50.toFixed(1),
      'p95 ms': r.p95.toFixed(1),
      'req/s': r.perSecond.toFixed(0),
      'server CPU ms/req': r.serverCpuMs.toFixed(2),
      'PostgreSQL CPU ms/req': r.pgCpuMs.toFixed(2),
      'sum ms/req': (r.serverCpuMs + r.pgCpuMs).toFixed(2),
      '× bare route': ((r.serverCpuMs + r.pgCpuMs) / bare).toFixed(2),
      failures: r.failures,
    })),
  );
  const [api, plain] = results;
  console.log(`farmers list: ${((api.perSecond / plain.perSecond) * 100).toFixed(0)}% of the bare route's throughput; CPU per request (server + PostgreSQL) ${(plain.serverCpuMs + plain.pgCpuMs).toFixed(2)} → ${(api.serverCpuMs + api.pgCpuMs).toFixed(2)} ms`);
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('bench/api: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database; skipped.');
    return;
  }
  const processCounts = listOf(process.env.BENCH_API_PROCESSES, [1, 2]);
  const connectionCounts = listOf(process.env.BENCH_API_CONNECTIONS, [10, 50]);
  console.log(`bench/api (P5): ${FARMERS.toLocaleString('en')} farmers, ${SALES.toLocaleString('en')} sales on PostgreSQL; server processes ${processCounts.join(' and ')}, connections ${connectionCounts.join(' and ')}`);
  const schema = await seededSchema(url);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  const ids = await idsOf(client);
  await client.end();

  const figures = await measure(url, schema, ids, processCounts, connectionCounts);
  if (process.env.BENCH_API_BASELINE) {
    for (const connections of connectionCounts) {
      console.log(`\nside by side at ${connections} connections, this checkout / baseline (${process.env.BENCH_API_BASELINE}):`);
      for (const [key, now] of figures) {
        const [label, c, name] = key.split('|');
        const before = figures.get(keyOf(`${label} (baseline)`, connections, name));
        if (Number(c) !== connections || !before) continue;
        console.log(`  ${label} process(es), ${name}: CPU per request ${(before.serverCpuMs + before.pgCpuMs).toFixed(2)} → ${(now.serverCpuMs + now.pgCpuMs).toFixed(2)} ms ` +
          `(×${((now.serverCpuMs + now.pgCpuMs) / (before.serverCpuMs + before.pgCpuMs)).toFixed(2)}), req/s ×${(now.perSecond / before.perSecond).toFixed(2)}, p95 ×${(now.p95 / before.p95).toFixed(2)}`);
      }
    }
  }
  if (processCounts.includes(1) && processCounts.includes(2)) {
    for (const connections of connectionCounts) {
      console.log(`\nside by side at ${connections} connections, 2 processes / 1 process:`);
      for (const [key, one] of figures) {
        const [processes, c, name] = key.split('|');
        const two = figures.get(keyOf(2, connections, name));
        if (processes !== '1' || Number(c) !== connections || !two) continue;
        console.log(`  ${name}: req/s ×${(two.perSecond / one.perSecond).toFixed(2)}, p95 ×${(two.p95 / one.p95).toFixed(2)}, CPU per request ×${((two.serverCpuMs + two.pgCpuMs) / (one.serverCpuMs + one.pgCpuMs)).toFixed(2)}`);
      }
    }
  }
  if ([...figures.values()].some((r) => r.failures > 0)) process.exitCode = 1;
}

await main();
