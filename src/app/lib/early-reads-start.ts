/**
 * Run by index.html (the page of every signed-in screen) as an inline script in the head, before the app's
 * scripts load: starts the first screen's reads with the stored session's token (early-reads.ts, ADR 0032).
 * Bundled on its own by scripts/vite-early-reads.ts; offline there is nothing to start.
 */
import { READS_BY_PATH, startEarlyReads } from './early-reads';
import { SESSION_KEYS } from './session-keys';

try {
  const token = localStorage.getItem(SESSION_KEYS.token);
  const urls = READS_BY_PATH[location.pathname];
  if (token && urls && navigator.onLine) startEarlyReads(urls, token);
} catch {
  // No storage (a private mode that refuses it): the app reads as usual.
}
