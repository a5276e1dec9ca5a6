import type { z } from 'zod/mini';
import { CURSOR_STALE, type farmerChangesQuery, type farmerChangesResponse } from '@shared/contracts/farmer-changes';
import type { AppDeps } from '@server/context';
import { conflict } from '@server/lib/app-error';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import * as repo from './farmer-changes.repo';

type ChangesQuery = z.infer<typeof farmerChangesQuery>;
type ChangesAnswer = z.infer<typeof farmerChangesResponse>;

/** How long a removal is remembered: a phone offline longer than this downloads its register afresh. */
export const TOMBSTONE_RETENTION_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The cursor's scope for every company (admin). */
const ALL = 'all';

/**
 * The cursor, `1.<scope>.<floor>.<xmin>.<after>.<next xmin>` (ADR 0050):
 * - at rest (`after` 0): every change numbered up to `floor` was seen, except those of transactions at or after
 *   `xmin`, which were still open when it was issued (a change's number is taken before its transaction commits,
 *   so a lower number can become visible after a higher one);
 * - during a walk of several pages: `after` is the last number answered, and `next xmin` the snapshot's `xmin` at
 *   the walk's first page, which becomes the next rest cursor's `xmin` (every transaction not ended by then is at
 *   or after it).
 */
interface Cursor {
  scope: string;
  floor: number;
  xmin: string;
  after: number;
  nextXmin: string;
}

const FROM_THE_START: Omit<Cursor, 'scope'> = { floor: 0, xmin: '0', after: 0, nextXmin: '0' };

function parse(text: string): Cursor {
  const [, scope, floor, xmin, after, nextXmin] = text.split('.');
  return { scope, floor: Number(floor), xmin, after: Number(after), nextXmin };
}

const print = (c: Cursor) => `1.${c.scope}.${c.floor}.${c.xmin}.${c.after}.${c.nextXmin}`;

const stale = () => conflict('The register on this device is too old to update: it is downloaded again.', CURSOR_STALE);

/** xid8 values as decimal text, compared without losing digits. */
const xidAbove = (a: string, b: string) => BigInt(a) > BigInt(b);

/**
 * GET /farmers/changes: a page of the changes to the caller's register since the cursor (the whole register
 * without one). A cursor of another scope (the user moved company), older than the purged removals, or ahead of
 * what this database issued (restored from a backup, another server) is stale: 409 CURSOR_STALE, and the phone
 * downloads from the start.
 */
export async function farmerChanges(deps: AppDeps, user: AuthUser, query: ChangesQuery): Promise<ChangesAnswer> {
  const companyId = accessScope(user, 'farmers.read');
  const scope = companyId ?? ALL;
  const cursor = query.cursor ? parse(query.cursor) : { scope, ...FROM_THE_START };
  if (cursor.scope !== scope) throw stale();
  const page = await repo.changesPage(deps.db, { companyId, floor: cursor.floor, xmin: cursor.xmin, after: cursor.after, limit: query.limit });
  const tooOld = cursor.floor > 0 && cursor.floor < page.horizon;
  const unknown = Math.max(cursor.floor, cursor.after) > page.newest || xidAbove(cursor.xmin, page.xmax) || xidAbove(cursor.nextXmin, page.xmax);
  if (tooOld || unknown) throw stale();
  const nextXmin = cursor.after === 0 ? page.xmin : cursor.nextXmin;
  const after = page.last ?? cursor.after;
  const more = page.rows === query.limit;
  // A walk from the start needs none of the purged removals: it ends at or above the horizon. A walk from a cursor
  // does not, so that a removal purged while it ran makes its next cursor stale.
  const floor = Math.max(cursor.floor, after, cursor.floor === 0 ? page.horizon : 0);
  const next: Cursor = more
    ? { scope, floor: cursor.floor, xmin: cursor.xmin, after, nextXmin }
    : { scope, floor, xmin: nextXmin, after: 0, nextXmin: '0' };
  return { farmers: page.farmers, removed: page.removed, cursor: print(next), more, companies: page.companies };
}

/** The daily purge: removals older than the retention. */
export const purgeOldTombstones = (deps: AppDeps): Promise<number> =>
  repo.purgeTombstones(deps.db, new Date(deps.clock.now().getTime() - TOMBSTONE_RETENTION_DAYS * DAY_MS));
