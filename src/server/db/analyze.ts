import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * ANALYZE, as autovacuum would, the tables holding rows that were never analyzed or whose size moved by more
 * than a tenth since: on a restart with nothing changed that is a catalog look-up, not the ~0.5 s of a whole
 * ANALYZE. PGlite keeps no activity statistics, so the size on disk stands in for a count of changes.
 */
export async function analyzeStaleTables(db: Db): Promise<void> {
  const stale = rowsOf<{ name: string }>(
    await db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = current_schema() and pg_relation_size(c.oid) > 0
        and (c.reltuples < 0 or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 10 + c.relpages / 10)`),
  );
  if (stale.length) await db.execute(sql.raw(`analyze ${stale.map((t) => t.name).join(', ')}`));
}
