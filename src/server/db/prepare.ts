import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import type { Db } from './client';
import { migrate, rowsOf } from './migrate';
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

/**
 * ANALYZE, as autovacuum would, the tables holding rows that were never analyzed or whose size moved by more
 * than a tenth since: on a restart with nothing changed that is a catalog look-up, not the ~0.5 s of a whole
 * ANALYZE. PGlite keeps no activity statistics, so the size on disk stands in for a count of changes.
 */
async function analyzeStaleTables(db: Db): Promise<void> {
  const stale = rowsOf<{ name: string }>(
    await db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema() and pg_relation_size(c.oid) > 0
        and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 10 + c.relpages / 10)`),
  );
  if (stale.length) await db.execute(sql.raw(`analyze ${stale.map((t) => t.name).join(', ')}`));
}
