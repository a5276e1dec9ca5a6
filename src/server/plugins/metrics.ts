import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../context';
import type { PoolUse } from '../db/client';

/**
 * What the process measures, in Prometheus' text format at GET /api/metrics (ADR 0048). One registry per
 * process: other modules import the counters they move (`admissionRejections`, `syncEntries`).
 */
export const metricsRegistry = new Registry();
// Process CPU, memory, open handles, garbage collection and event-loop lag (nodejs_eventloop_lag_seconds).
collectDefaultMetrics({ register: metricsRegistry });

const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Sync entries by outcome: applied (a first answer, 2xx), replayed (a stored answer sent again), refused (4xx), failed (5xx). */
export const syncEntries = new Counter({
  name: 'sync_entries_total',
  help: 'Sync batch entries, by outcome: applied, replayed, refused, failed',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export type SyncEntryOutcome = 'applied' | 'replayed' | 'refused' | 'failed';

/** The outcome of an entry that was answered `status`, `replayed` when the answer was the stored one. */
export function countSyncEntry(status: number, replayed: boolean): void {
  const outcome: SyncEntryOutcome = status >= 500 ? 'failed' : status >= 400 ? 'refused' : replayed ? 'replayed' : 'applied';
  syncEntries.inc({ outcome });
}

/** Requests turned away before any work because the process is at capacity (503 with Retry-After), by route. */
export const admissionRejections = new Counter({
  name: 'admission_rejections_total',
  help: 'Requests refused with 503 because the process had as many as it takes at once, by route',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

/** The pools of the apps running in this process (one, outside tests). */
const poolSources = new Set<() => PoolUse[]>();

new Gauge({
  name: 'db_pool_connections',
  help: 'PostgreSQL connections per pool: total open, idle, and requests waiting for one',
  labelNames: ['pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const source of poolSources) {
      for (const use of source()) {
        this.inc({ pool: use.pool, state: 'total' }, use.total);
        this.inc({ pool: use.pool, state: 'idle' }, use.idle);
        this.inc({ pool: use.pool, state: 'waiting' }, use.waiting);
      }
    }
  },
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Counts every answer by route pattern (never the raw URL: ids would make a series per record) and serves
 * GET /api/metrics to a caller with `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the path
 * does not exist (404). An operations path, outside the endpoint table and the OpenAPI document.
 */
export function registerMetrics(app: FastifyInstance, deps: AppDeps): void {
  const source = () => deps.database.poolUse();
  poolSources.add(source);
  app.addHook('onClose', async () => void poolSources.delete(source));
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  const token = deps.config.metricsToken;
  if (!token) return;
  const expected = digest(`Bearer ${token}`);
  app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
    const sent = request.headers.authorization;
    if (!sent || !timingSafeEqual(digest(sent), expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({ message: 'Authentication required', code: 'UNAUTHENTICATED' });
    }
    return reply.header('content-type', metricsRegistry.contentType).header('cache-control', 'no-store').send(await metricsRegistry.metrics());
  });
}
