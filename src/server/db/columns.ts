import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `excluded.<column>` in an upsert's SET: the value the insert proposed. */
export const excluded = (column: AnyPgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/** The column by its bare name: a partial index's predicate in an upsert's conflict target takes no table name. */
export const bareColumn = (column: AnyPgColumn) => sql.identifier(column.name);
