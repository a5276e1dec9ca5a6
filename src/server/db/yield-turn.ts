/**
 * Lets everything already waiting run before going on: the timers, sockets and queued statements of other
 * requests. Long work on PGlite's one connection calls it between short statements (ADR 0055).
 */
export const yieldTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
