/**
 * Whether an error means the database cannot be reached right now (down, restarting, unreachable, out of
 * connections, or too slow to answer), as opposed to a refusal of the statement: the request may succeed if
 * tried again later, so it is answered 503 with Retry-After rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseTimeout) return true;
  for (let e = error as ThrownLink | undefined, depth = 0; e && depth < 4; e = e.cause as ThrownLink | undefined, depth += 1) {
    if (typeof e.code === 'string' && (UNAVAILABLE_SQLSTATE.test(e.code) || NETWORK_CODES.has(e.code))) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

interface ThrownLink {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/**
 * Connection exceptions (08…), too many connections (53300), the server shutting down or starting
 * (57P01–57P03), a statement cancelled by statement_timeout (57014) and a lock not granted within
 * lock_timeout (55P03).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|53300|57P0[123]|57014|55P03)$/;

/** Socket errors of the connection itself (node-postgres passes them on as they are). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/** node-postgres' own errors for a connection that ended, never opened, or a pool that waited too long. */
const DRIVER_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Cannot use a pool after calling end)/;

/** The database did not answer within the time a caller allows (a health check, which must answer quickly). */
export class DatabaseTimeout extends Error {}

/** `work`, or a DatabaseTimeout after `ms` (the work itself goes on, bounded by the pool's own timeouts). */
export async function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}
