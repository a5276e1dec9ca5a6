import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { inTransaction } from './tx-context';

const dialect = new PgDialect();
/** Statement names by SQL text: one name per text, so a connection never sees one name with two texts. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
}

/**
 * Runs a built query as a named prepared statement: PostgreSQL parses and plans it once per connection, then may
 * reuse a generic plan, where an unnamed statement is planned on every call. For statements of a fixed shape
 * run on every request whose planning costs as much as their reading (the dashboard's figures: ~0.5 ms of
 * planning for ~0.4 ms of execution, P5). Joins the caller's transaction like any query (the db is
 * transaction-aware). On PGlite the name is ignored.
 */
function run(db: Db, built: Query, values?: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute(values);
}

/**
 * A named prepared statement of one fixed text, built once (Drizzle building the text on every call cost the
 * server more than PostgreSQL spent running it, ADR 0033); its values are `sql.placeholder(name)`s bound from `values`.
 */
export function preparedStatement(query: SQL) {
  const built = dialect.sqlToQuery(query);
  return (db: Db, values: Record<string, unknown> = {}): Promise<unknown> => run(db, built, values);
}

/** Per database handle, the handle whose connections plan every prepared statement once (PostgreSQL only). */
const genericPlanners = new WeakMap<Db, Db>();

/** Registers `generic`, a handle on connections with `plan_cache_mode = force_generic_plan`, for `db` (db/client.ts). */
export function planGenericallyWith(db: Db, generic: Db): void {
  genericPlanners.set(db, generic);
}

export interface ShapeOptions<Shape> {
  /**
   * Shapes whose statement is planned once per connection and the plan reused with any values (a generic plan),
   * where PostgreSQL would plan it on every call: only for shapes whose best plan does not depend on the values
   * (equality filters on indexed columns). Outside a transaction only (the generic connections are others).
   */
  generic?: (shape: Shape) => boolean;
}

/**
 * A named prepared statement whose text is built once per shape (which parts a call has, e.g. which filters),
 * not on every call: `build` writes the values as `sql.placeholder(name)` and each call binds them from
 * `values`. `keyOf` names the shape: two shapes with one key would share one text.
 */
export function preparedByShape<Shape>(keyOf: (shape: Shape) => string, build: (shape: Shape) => SQL, options: ShapeOptions<Shape> = {}) {
  const built = new Map<string, Query>();
  return (db: Db, shape: Shape, values: Record<string, unknown>): Promise<unknown> => {
    const key = keyOf(shape);
    let query = built.get(key);
    if (!query) built.set(key, (query = dialect.sqlToQuery(build(shape))));
    const generic = options.generic?.(shape) && !inTransaction(db) ? genericPlanners.get(db) : undefined;
    return run(generic ?? db, query, values);
  };
}
