import type { AppDeps } from './context';
import { analyzeStaleTables } from './db/analyze';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './seed/seed-demo';

/**
 * Makes the database ready to serve: the migrations not applied yet (none on most starts: one locked
 * look-up), then, when SEED_DEMO is on and the database holds no company, the demo data. The embedded
 * database also gets its planner statistics refreshed where they are stale: PGlite has no autovacuum, and
 * without statistics the planner guessed a company held a few hundred farmers and sorted them all for each
 * page or export batch instead of reading them in index order.
 */
export async function prepareDatabase(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const applied = await migrate(deps.database);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  if (deps.config.seedDemo && (await isEmpty(deps.db))) {
    await seedDemo(deps);
    log('demo data seeded: sign in as admin@demo.local / Demo@1234 (see README for every account)');
  }
  if (deps.database.kind === 'pglite') await analyzeStaleTables(deps.db);
}
