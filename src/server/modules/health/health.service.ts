import type { AppDeps } from '@server/context';
import { withinTime } from '@server/db/unavailable';
import { pingDatabase } from './health.repo';

/** How long a health check waits for the database: a balancer's probe gets its 503 well within 2 s. */
const PING_TIMEOUT_MS = 1_500;

/** Up, with a database that answers in time (else 503 DATABASE_UNAVAILABLE, through the error mapping). */
export async function health(deps: AppDeps) {
  await withinTime(pingDatabase(deps.db), PING_TIMEOUT_MS);
  return { status: 'ok' as const, database: deps.database.kind, time: deps.clock.now().toISOString() };
}

/** The process runs its event loop: nothing else is looked at, so a database outage never gets it restarted. */
export function live() {
  return { status: 'ok' as const };
}
