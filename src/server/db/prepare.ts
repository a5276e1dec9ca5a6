import type { AppDeps } from '../context';
import { migrate } from './migrate';
import { isEmpty, seedDemo } from './seed/seed-demo';

/**
 * Makes the database ready to serve: the migrations not applied yet (none on most starts: one locked
 * look-up), then, when SEED_DEMO is on and the database holds no company, the demo data. The embedded
 * database also gets its planner statistics refreshed: PGlite has no autovacuum, and without statistics the
 * planner guesses a company holds a few hundred farmers and sorts them all for each page or export batch
 * instead of reading them in index order.
 */
export async function prepareDatabase(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const applied = await migrate(deps.database);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  if (deps.config.seedDemo && (await isEmpty(deps.db))) {
    await seedDemo(deps);
    log('demo data seeded: sign in as admin@demo.local / Demo@1234 (see README for every account)');
  }
  if (deps.database.kind === 'pglite') await deps.database.exec('analyze');
}
