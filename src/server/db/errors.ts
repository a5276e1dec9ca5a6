/** The SQLSTATE of a database error, whether the driver's error arrives bare or wrapped by drizzle. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth += 1) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The unique index a PostgreSQL unique violation hit, or null for any other error (pg and PGlite alike). */
export function uniqueViolation(err: unknown): string | null {
  const e = (err as { cause?: unknown })?.cause ?? err;
  const { code, constraint } = (e ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return constraint ?? 'unknown';
}
