import { createHash } from 'node:crypto';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
/** Statement names by SQL text: one name per text, so a connection never sees one name with two texts. */
const names = new Map<string, string>();

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
}

function run(db: Db, built: Query, values?: Record<string, unknown>): Promise<unknown> {
  return db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute(values);
}

/**
 * Runs `query` as a named prepared statement: PostgreSQL parses and plans it once per connection, then may
 * reuse a generic plan, where an unnamed statement is planned on every call. For statements of a fixed shape
 * run on every request whose planning costs as much as their reading (the dashboard's figures: ~0.5 ms of
 * planning for ~0.4 ms of execution, P5). Joins the caller's transaction like any query (the db is
 * transaction-aware). On PGlite the name is ignored.
 */
export function executePrepared(db: Db, query: SQL): Promise<unknown> {
  return run(db, dialect.sqlToQuery(query));
}

/** A prepared statement (as executePrepared) of one fixed text, built once; its values are `sql.placeholder(name)`s bound from `values`. */
export function preparedStatement(query: SQL) {
  const built = dialect.sqlToQuery(query);
  return (db: Db, values: Record<string, unknown> = {}): Promise<unknown> => run(db, built, values);
}

/**
 * A prepared statement (as executePrepared) whose text is built once per shape, not on every call: `build`
 * writes the values as `sql.placeholder(name)` and each call binds them from `values`. Building the SQL with
 * Drizzle cost the server more than PostgreSQL spent running the farmers list (~0.1 ms of 0.5 a request, P5,
 * ADR 0033). `keyOf` names the shape: two shapes with one key would share one text.
 */
export function preparedByShape<Shape>(keyOf: (shape: Shape) => string, build: (shape: Shape) => SQL) {
  const built = new Map<string, Query>();
  return (db: Db, shape: Shape, values: Record<string, unknown>): Promise<unknown> => {
    const key = keyOf(shape);
    let query = built.get(key);
    if (!query) built.set(key, (query = dialect.sqlToQuery(build(shape))));
    return run(db, query, values);
  };
}
