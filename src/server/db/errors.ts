/** What PostgreSQL (pg or PGlite) reports about a failed statement: its SQLSTATE and, for violations, where. */
export interface DatabaseError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/** The database's own error inside `error`, whether the driver's error arrives bare or wrapped by drizzle. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e as DatabaseError;
  }
  return undefined;
}

/** The unique index a PostgreSQL unique violation hit, or null for any other error (pg and PGlite alike). */
export function uniqueViolation(err: unknown): string | null {
  const e = databaseErrorOf(err);
  if (e?.code !== '23505') return null;
  return e.constraint ?? 'unknown';
}
