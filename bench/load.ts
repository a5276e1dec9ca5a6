/**
 * R2: 200 simulated engaged agents syncing farmer registrations for 60 s against one real server (buildApp,
 * HTTP on loopback) on PostgreSQL, in a fresh schema of its own, migrated and seeded with the demo data.
 * Each agent loops: queue 1–5 registrations with fresh uuids, send its outbox through POST /api/sync, sometimes
 * deliver the same batch twice (after the answer, or two copies at once) and sometimes drop the answer (abort)
 * and retry. Afterwards the farmers the agents believe were accepted are compared with the farmers table.
 * Prints requests, 5xx, p50/p95/p99 latency, lost and doubled; exits non-zero on any 5xx, lost or doubled record
 * or refused valid registration.
 *
 *   tsx bench/load.ts [--seconds 60] [--agents 200] [--think-ms 200]
 *   (BENCH_DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL database; skipped without one)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { SYNC_BATCH_MAX } from '../src/shared/contracts/sync-batch';
import { buildApp } from '../src/server/app';
import { type AppDeps, systemClock } from '../src/server/context';
import { openPostgres } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { companies, farmers, pointEvents, users } from '../src/server/db/schema';
import { DEMO_PASSWORD, seedDemo } from '../src/server/seed/seed-demo';
import { loadConfig } from '../src/server/env';
import { hashPassword } from '../src/server/lib/password';
import { issueToken } from '../src/server/plugins/auth';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string' },
    agents: { type: 'string' },
    'think-ms': { type: 'string' },
  },
});
const SECONDS = Number(args.seconds ?? process.env.BENCH_LOAD_SECONDS ?? 60);
const AGENTS = Number(args.agents ?? process.env.BENCH_LOAD_AGENTS ?? 200);
/** Chances per loop: resend the answered batch; send two copies at once; drop the answer and retry. */
const P_RESEND = 0.2;
const P_TWIN = 0.1;
const P_ABORT = 0.1;
/**
 * An agent pauses up to this long between syncs. Each agent waits for its answer before the next round (a
 * closed loop), so with a short pause the latency grows with the queue: about agents ÷ requests per second.
 */
const MAX_THINK_MS = Number(args['think-ms'] ?? 200);
/** After the deadline each agent retries what is still unconfirmed, this many times at most. */
const DRAIN_ATTEMPTS = 30;

interface Registration {
  id: string;
  body: Record<string, unknown>;
}

interface EntryResult {
  id: string;
  status: number;
  body: unknown;
}

interface Counters {
  requests: number;
  aborted: number;
  http5xx: number;
  entry5xx: number;
  inFlight: number;
  /** Requests that failed without an HTTP answer and without being aborted (connection reset…): retried. */
  networkErrors: number;
  /** Entries answered with another 4xx than IN_FLIGHT (valid registrations: should never happen). */
  refused: Map<string, number>;
  /** A 2xx answer whose farmer is not the entry's id (a replay that answered another record). */
  wrongRecord: number;
  latencies: number[];
}

const counters: Counters = {
  requests: 0,
  aborted: 0,
  http5xx: 0,
  entry5xx: 0,
  inFlight: 0,
  networkErrors: 0,
  refused: new Map(),
  wrongRecord: 0,
  latencies: [],
};

const pct = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const chance = (p: number) => Math.random() < p;
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

class Agent {
  /** Queued and not yet confirmed by a 2xx, oldest first (the app's outbox). */
  private outbox: Registration[] = [];
  /** Farmer ids this agent saw a 2xx for: what it believes the server holds. */
  readonly accepted = new Set<string>();
  /** Every registration this agent queued. */
  readonly queued = new Set<string>();
  private seq = 0;

  constructor(
    private readonly index: number,
    private readonly token: string,
    private readonly base: string,
  ) {}

  get unconfirmed(): number {
    return this.outbox.length;
  }

  private queue(): void {
    for (let n = between(1, 5); n > 0; n--) {
      const id = randomUUID();
      // +2541… numbers, unique per agent and sequence; the demo farmers all use +2547….
      const phone = `+2541${String(this.index * 100_000 + this.seq).padStart(8, '0')}`;
      this.seq++;
      this.queued.add(id);
      this.outbox.push({
        id,
        body: {
          id,
          name: `Load Farmer ${this.index}-${this.seq}`,
          phoneNumber: phone,
          gender: this.seq % 2 ? 'Female' : 'Male',
          county: 'Nakuru',
          cropType: 'Maize',
        },
      });
    }
  }

  /** One POST /api/sync; null when the answer was dropped (aborted) or did not come. */
  private async send(batch: Registration[], abortAfterMs?: number): Promise<EntryResult[] | null> {
    const payload = JSON.stringify({
      device: {
        backlog: this.outbox.length,
        oldestEntryAgeSeconds: 1,
        deviceId: `load-${this.index}`,
      },
      entries: batch.map((r) => ({
        id: r.id,
        method: 'POST',
        path: '/farmers',
        body: r.body,
      })),
    });
    const controller = new AbortController();
    const timer = abortAfterMs === undefined ? undefined : setTimeout(() => controller.abort(), abortAfterMs);
    counters.requests++;
    const started = performance.now();
    try {
      const res = await fetch(`${this.base}/api/sync`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.token}`,
          'content-type': 'application/json',
        },
        body: payload,
        signal: controller.signal,
      });
      const text = await res.text();
      counters.latencies.push(performance.now() - started);
      if (res.status >= 500) counters.http5xx++;
      if (res.status !== 200) {
        counters.refused.set(`batch ${res.status}`, (counters.refused.get(`batch ${res.status}`) ?? 0) + 1);
        return null;
      }
      return (JSON.parse(text) as { results: EntryResult[] }).results;
    } catch (err) {
      if (controller.signal.aborted) counters.aborted++;
      else if (err instanceof TypeError) counters.networkErrors++;
      else throw err;
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Takes the results of one delivery: 2xx confirms, IN_FLIGHT stays queued, anything else is counted. */
  private settle(results: EntryResult[] | null): void {
    if (!results) return;
    const done = new Set<string>();
    for (const r of results) {
      if (r.status >= 200 && r.status < 300) {
        const farmerId = (r.body as { data?: { id?: string } } | null)?.data?.id;
        if (farmerId !== r.id) counters.wrongRecord++;
        this.accepted.add(r.id);
        done.add(r.id);
      } else if (r.status >= 500) {
        counters.entry5xx++;
      } else if (r.status === 409 && (r.body as { code?: string } | null)?.code === 'IN_FLIGHT') {
        counters.inFlight++;
      } else {
        const key = `entry ${r.status} ${(r.body as { code?: string } | null)?.code ?? ''}`.trim();
        counters.refused.set(key, (counters.refused.get(key) ?? 0) + 1);
        done.add(r.id);
      }
    }
    this.outbox = this.outbox.filter((r) => !done.has(r.id));
  }

  /** One sync round of the simulated app, with the network's faults. */
  private async syncOnce(faults: boolean): Promise<void> {
    const batch = this.outbox.slice(0, SYNC_BATCH_MAX);
    if (batch.length === 0) return;
    if (faults && chance(P_ABORT)) {
      // The answer is lost: the server may well have applied the batch; the app retries at once.
      this.settle(await this.send(batch, between(1, 40)));
      this.settle(await this.send(batch));
    } else if (faults && chance(P_TWIN)) {
      const [a, b] = await Promise.all([this.send(batch), this.send(batch)]);
      this.settle(a);
      this.settle(b);
    } else {
      this.settle(await this.send(batch));
      if (faults && chance(P_RESEND)) {
        // The same batch delivered again after its answer: every entry must replay, not register again.
        this.settle(await this.send(batch));
      }
    }
  }

  async run(deadline: number): Promise<void> {
    await sleep(between(0, MAX_THINK_MS));
    while (performance.now() < deadline) {
      this.queue();
      await this.syncOnce(true);
      await sleep(between(0, MAX_THINK_MS));
    }
    for (let attempt = 0; attempt < DRAIN_ATTEMPTS && this.outbox.length > 0; attempt++) {
      await this.syncOnce(false);
      if (this.outbox.length > 0) await sleep(100);
    }
  }
}

async function freshSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `bench_load_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  return { schema, drop: () => run(`drop schema ${schema} cascade`) };
}

/** AGENTS engaged agents, alternately SeedSasa and Everlend, sharing one scrypt hash (200 hashes would only slow the setup). */
async function createAgents(deps: AppDeps): Promise<{ id: string; token: string }[]> {
  const bySlug = Object.fromEntries((await deps.db.select().from(companies)).map((c) => [c.slug, c.id]));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const rows = await deps.db
    .insert(users)
    .values(
      Array.from({ length: AGENTS }, (_, i) => ({
        name: `Load Agent ${i}`,
        email: `load.agent.${i}@bench.local`,
        phoneNumber: `+2541${String(99_000_000 + i).padStart(8, '0')}`,
        passwordHash,
        role: 'engaged_agent' as const,
        companyId: i % 2 === 0 ? bySlug.seedsasa : bySlug.everlend,
      })),
    )
    .returning();
  return Promise.all(rows.map(async (u) => ({ id: u.id, token: await issueToken(deps, u) })));
}

/**
 * What the farmers table holds for the agents' registrations, against what they queued and believe accepted.
 * Every queued registration has a unique name, so a registration stored twice shows even under another id.
 */
async function reconcile(deps: AppDeps, agentIds: string[], queued: Set<string>, believed: Set<string>) {
  const stored = await deps.db.select({ id: farmers.id, name: farmers.name }).from(farmers).where(inArray(farmers.registeredById, agentIds));
  const storedIds = new Set(stored.map((f) => f.id));
  const lost = [...believed].filter((id) => !storedIds.has(id)).length;
  const doubled = stored.length - new Set(stored.map((f) => f.name)).size + stored.filter((f) => !queued.has(f.id)).length;
  const unconfirmedStored = stored.filter((f) => !believed.has(f.id)).length;
  const [points] = await deps.db
    .select({
      n: sql<number>`count(*)::int`,
      distinctSources: sql<number>`count(distinct ${pointEvents.sourceKey})::int`,
    })
    .from(pointEvents)
    .where(and(eq(pointEvents.activityType, 'REGISTER_FARMER'), inArray(pointEvents.userId, agentIds)));
  return {
    stored: stored.length,
    lost,
    doubled,
    unconfirmedStored,
    points: points.n,
    pointsDoubled: points.n - points.distinctSources,
  };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log('bench/load: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL database; skipped.');
    return;
  }
  if (!(SECONDS > 0 && AGENTS > 0 && AGENTS <= 900 && MAX_THINK_MS >= 0)) throw new Error('--seconds must be > 0, --agents between 1 and 900, --think-ms ≥ 0');
  const { schema, drop } = await freshSchema(url);
  const database = await openPostgres(url, { searchPath: schema });
  const dataDir = `/tmp/fap-bench-${randomBytes(6).toString('hex')}`;
  let app: FastifyInstance | undefined;
  try {
    await migrate(database);
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
    });
    const deps: AppDeps = {
      database,
      db: database.db,
      config,
      clock: systemClock,
      mailer: { send: async () => undefined },
    };
    await seedDemo(deps);
    const made = await createAgents(deps);
    app = await buildApp(deps, { distDir: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`bench/load (R2): ${AGENTS} agents syncing farmer registrations for ${SECONDS} s, PostgreSQL (pool of 10, as main.ts), HTTP on loopback`);

    const agents = made.map((a, i) => new Agent(i, a.token, base));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    await Promise.all(agents.map((a) => a.run(started + SECONDS * 1000)));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    loopDelay.disable();

    const believed = new Set(agents.flatMap((a) => [...a.accepted]));
    const unsent = agents.reduce((n, a) => n + a.unconfirmed, 0);
    const queued = new Set(agents.flatMap((a) => [...a.queued]));
    const result = await reconcile(
      deps,
      made.map((a) => a.id),
      queued,
      believed,
    );

    const sorted = [...counters.latencies].sort((a, b) => a - b);
    const fmt = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`  ran ${elapsed.toFixed(1)} s (${(elapsed - SECONDS).toFixed(1)} s past the deadline finishing the last rounds and emptying outboxes)`);
    // Agents and server share this process. Little CPU with a long event-loop delay means the process waited for
    // a core (a shared machine), not that the server was busy.
    console.log(`  CPU of this process: ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s over ${elapsed.toFixed(1)} s (PostgreSQL not included); event-loop delay p99 ${(loopDelay.percentile(99) / 1e6).toFixed(0)} ms, max ${(loopDelay.max / 1e6).toFixed(0)} ms`);
    console.log(
      `  requests: ${counters.requests} POST /api/sync (${(counters.requests / elapsed).toFixed(0)}/s), ${counters.aborted} answers dropped by the client, ${counters.networkErrors} network errors`,
    );
    console.log(
      `  latency per answered request: p50 ${fmt(pct(sorted, 50))}, p95 ${fmt(pct(sorted, 95))}, p99 ${fmt(pct(sorted, 99))}, max ${fmt(sorted.at(-1) ?? NaN)}`,
    );
    console.log(`  5xx: ${counters.http5xx} requests, ${counters.entry5xx} entries (must be 0)`);
    console.log(`  entries answered IN_FLIGHT (a copy still being applied; retried): ${counters.inFlight}`);
    const refusedCount = [...counters.refused.values()].reduce((a, b) => a + b, 0);
    const refused = [...counters.refused.entries()].map(([k, v]) => `${k} ×${v}`).join(', ') || 'none';
    console.log(`  other refusals (must be none): ${refused}; 2xx naming another record: ${counters.wrongRecord}`);
    console.log(`  farmers accepted (as the agents believe): ${believed.size} (${(believed.size / elapsed).toFixed(0)}/s); stored: ${result.stored}`);
    console.log(`  lost: ${result.lost} (must be 0); doubled: ${result.doubled} (must be 0)`);
    console.log(`  stored but never confirmed to its agent: ${result.unconfirmedStored}; still queued after draining: ${unsent}`);
    console.log(`  REGISTER_FARMER points: ${result.points} for ${result.stored} farmers, doubled: ${result.pointsDoubled}`);
    const failed =
      counters.http5xx + counters.entry5xx + result.lost + result.doubled + result.pointsDoubled + counters.wrongRecord + refusedCount + unsent > 0 ||
      result.points !== result.stored;
    console.log(`  R2: ${failed ? 'NOT MET' : 'met'} (0 5xx, 0 lost, 0 doubled)`);
    if (failed) process.exitCode = 1;
  } finally {
    await app?.close();
    await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
