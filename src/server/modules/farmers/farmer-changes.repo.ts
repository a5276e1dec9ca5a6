import { type SQL, eq, lt, sql } from 'drizzle-orm';
import type { RegisterFarmer } from '@shared/contracts/farmer-changes';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { changeHorizons, companies, farmerTombstones, farmers, users } from '@server/db/schema';

/** The changes feed of the farmer register in change_horizons. */
const FEED = 'farmers';

/** Where a walk of the changes stands (ADR 0050): see farmer-changes.service.ts for how the cursor moves. */
export interface ChangesPosition {
  /** One company's register, or undefined for every company (admin). */
  companyId: string | undefined;
  /** Every change numbered up to `floor` was seen, except those of transactions at or after `xmin`. */
  floor: number;
  xmin: string;
  /** The last change number this walk answered. */
  after: number;
  limit: number;
}

export interface ChangesPage {
  farmers: RegisterFarmer[];
  removed: string[];
  /** The highest change number answered, null when none. */
  last: number | null;
  rows: number;
  /** The snapshot of this read: every transaction below `xmin` had ended; none reached `xmax`. */
  xmin: string;
  xmax: string;
  /** The highest change number this database has issued as far as it can tell, and the purge horizon. */
  newest: number;
  horizon: number;
  companies: { id: string; name: string }[];
}

const ISO = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * The changes of one table after a position: those numbered after both the floor and the position (one range scan
 * on the change number), and those at or below the floor of transactions not ended when the floor was issued (a
 * range scan on the transaction). A union of two indexed reads, not an OR, which would walk every row of the
 * company at each refresh.
 */
function changesOf(table: typeof farmers | typeof farmerTombstones, key: SQL, p: ChangesPosition, extra?: SQL): SQL {
  const company = p.companyId ? sql`${table.companyId} = ${p.companyId} and ` : sql``;
  const more = extra ? sql` and ${extra}` : sql``;
  return sql`(select ${table.changeSeq} as seq, ${key} as id from ${table}
      where ${company}${table.changeSeq} > ${Math.max(p.after, p.floor)}${more}
      order by ${table.changeSeq} limit ${p.limit})
    union all
    (select ${table.changeSeq}, ${key} from ${table}
      where ${company}${table.changeXid} >= ${p.xmin}::xid8 and ${table.changeSeq} > ${p.after} and ${table.changeSeq} <= ${p.floor}${more}
      order by ${table.changeSeq} limit ${p.limit})`;
}

/**
 * One page of the changes after a position, oldest first, in one statement: farmers as the phone's register keeps
 * them (built as JSON by PostgreSQL, as the list page), ids removed, and what the service needs to issue the next
 * cursor or refuse a stale one. Across every company (admin) a tombstone counts only once its farmer is gone: a
 * farmer moved between companies stays in an admin's register.
 */
export async function changesPage(db: Db, p: ChangesPosition): Promise<ChangesPage> {
  const gone = p.companyId ? undefined : sql`not exists (select 1 from ${farmers} where ${farmers.id} = ${farmerTombstones.farmerId})`;
  const changed = changesOf(farmers, sql`${farmers.id}`, p);
  const removed = changesOf(farmerTombstones, sql`${farmerTombstones.farmerId}`, p, gone);
  const visible = p.companyId ? sql` where ${eq(companies.id, p.companyId)}` : sql``;
  const result = await db.execute(sql`with changed as (${changed}), removed as (${removed}),
    page as (
      select seq, id, false as gone from changed union all select seq, id, true from removed
      order by seq limit ${p.limit})
    select
      (select coalesce(json_agg(json_build_object(
          'id', f.id, 'name', f.name, 'phoneNumber', f.phone_number, 'nationalId', f.national_id, 'age', f.age,
          'gender', f.gender, 'county', f.county, 'cropType', f.crop_type, 'farmSize', f.farm_size,
          'companyId', f.company_id, 'registeredById', f.registered_by_id,
          'registeredBy', (select ${users.name} from ${users} where ${users.id} = f.registered_by_id),
          'createdAt', to_char(f.created_at at time zone 'UTC', ${ISO}), 'recordedAt', to_char(f.recorded_at at time zone 'UTC', ${ISO})
        ) order by page.seq), '[]'::json)
        from page join ${farmers} f on f.id = page.id where not page.gone) as "farmers",
      (select coalesce(json_agg(page.id order by page.seq), '[]'::json) from page where page.gone) as "removed",
      (select max(seq) from page)::text as "last",
      (select count(*) from page)::int as "rows",
      pg_snapshot_xmin(pg_current_snapshot())::text as "xmin",
      pg_snapshot_xmax(pg_current_snapshot())::text as "xmax",
      greatest((select max(${farmers.changeSeq}) from ${farmers}), (select max(${farmerTombstones.changeSeq}) from ${farmerTombstones}),
        (select ${changeHorizons.seq} from ${changeHorizons} where ${changeHorizons.feed} = ${FEED}), 0)::text as "newest",
      coalesce((select ${changeHorizons.seq} from ${changeHorizons} where ${changeHorizons.feed} = ${FEED}), 0)::text as "horizon",
      (select coalesce(json_agg(json_build_object('id', ${companies.id}, 'name', ${companies.name}) order by ${companies.name}), '[]'::json)
        from ${companies}${visible}) as "companies"`);
  const [row] = rowsOf<Omit<ChangesPage, 'last' | 'newest' | 'horizon'> & { last: string | null; newest: string; horizon: string }>(result);
  return { ...row, last: row.last === null ? null : Number(row.last), newest: Number(row.newest), horizon: Number(row.horizon) };
}

/**
 * Purges the tombstones removed before `before` and raises the feed's horizon to the highest number purged, in one
 * transaction: a cursor below it is stale from then on. Answers how many went.
 */
export async function purgeTombstones(db: Db, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const purged = await tx.delete(farmerTombstones).where(lt(farmerTombstones.removedAt, before)).returning({ seq: farmerTombstones.changeSeq });
    if (purged.length === 0) return 0;
    const seq = purged.reduce((max, t) => Math.max(max, t.seq), 0);
    await tx
      .insert(changeHorizons)
      .values({ feed: FEED, seq })
      .onConflictDoUpdate({ target: changeHorizons.feed, set: { seq: sql`greatest(${changeHorizons.seq}, excluded.seq)` } });
    return purged.length;
  });
}
