import type { FastifyInstance, FastifyRequest } from 'fastify';
import { syncBatch } from '@shared/contracts/sync';
import type { AppDeps } from '@server/context';
import { AdmissionGate } from '@server/lib/admission-gate';
import { admissionRejections } from '@server/plugins/metrics';

/** A caller waits at most this long for a place before it is told to come back (Retry-After). */
const MAX_WAIT_MS = 2_000;

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * Admission control on POST /api/sync (ADR 0051): `SYNC_CONCURRENCY` batches applied at once per process,
 * as many again waiting up to 2 s, the rest answered 503 with Retry-After before their body is read. The place
 * is held until the answer is sent (or the request ends otherwise).
 */
export function registerSyncAdmission(app: FastifyInstance, deps: AppDeps): void {
  const limit = deps.config.syncConcurrency;
  const gate = new AdmissionGate(limit, limit * 4, MAX_WAIT_MS);
  const url = `/api${syncBatch.path}`;
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== syncBatch.method || request.routeOptions.url !== url) return done();
    void gate.enter().then((release) => {
      if (release) {
        releases.set(request, release);
        return done();
      }
      admissionRejections.inc({ route: url });
      reply
        .code(503)
        .header('retry-after', String(gate.retryAfterSeconds()))
        .send({ message: 'The server is busy applying other phones’ changes: try again after Retry-After seconds.', code: 'SYNC_BUSY' });
    });
  });
  const leave = (request: FastifyRequest, _reply: unknown, done: () => void) => {
    releases.get(request)?.();
    releases.delete(request);
    done();
  };
  app.addHook('onResponse', leave);
}
