import { pageLoaded, whenIdle, whenQuiet } from '../lib/idle';
import { sleep } from '../lib/sleep';

export interface FirstScreenWait {
  /** Never later than this after the call, so a screen that keeps fetching does not hold the work back for ever (P3b). */
  maxWaitMs?: number;
  /** How long the main thread must have been idle in a row once the screen has settled (its charts drawn, its texts laid out). */
  quietMs?: number;
  idleTimeoutMs?: number;
}

/**
 * When background work may start without slowing the screen on view (P2): after the page has loaded, the screen's
 * route and reads have settled and the main thread has then been idle for `quietMs`. `busy` says whether the
 * screen is still loading. At `maxWaitMs` at the latest.
 */
export async function afterFirstScreen(busy: () => boolean, { maxWaitMs = 10_000, quietMs = 0, idleTimeoutMs = 2_000 }: FirstScreenWait = {}): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  await pageLoaded();
  for (;;) {
    await whenIdle(idleTimeoutMs);
    if (Date.now() >= deadline) return;
    if (!busy()) {
      await whenQuiet(quietMs, deadline - Date.now());
      // A read started while we waited (the screen's own, or a tap): look again once it has settled.
      if (!busy() || Date.now() >= deadline) return;
    }
    // Still fetching: look again a little later rather than at every idle moment.
    await sleep(250);
  }
}
