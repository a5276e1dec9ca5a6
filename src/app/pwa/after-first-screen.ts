import { pageLoaded, sleep, whenIdle } from '../lib/idle';

/**
 * When background work may start without slowing the screen on view (P2): after the page has loaded, the screen's
 * route and reads have settled and the main thread is idle. `busy` says whether the screen is still loading.
 * Never later than `maxWaitMs`, so a screen that keeps fetching does not hold the work back for ever (P3b).
 */
export async function afterFirstScreen(busy: () => boolean, { maxWaitMs = 10_000, idleTimeoutMs = 2_000 } = {}): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  await pageLoaded();
  for (;;) {
    await whenIdle(idleTimeoutMs);
    if (!busy() || Date.now() >= deadline) return;
    // Still fetching: look again a little later rather than at every idle moment.
    await sleep(250);
  }
}
