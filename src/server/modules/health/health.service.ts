import type { AppDeps } from '../../context';
import { pingDatabase } from './health.repo';

/** Up, with a database that answers. */
export async function health(deps: AppDeps) {
  await pingDatabase(deps.db);
  return { status: 'ok' as const, database: deps.database.kind, time: deps.clock.now().toISOString() };
}
