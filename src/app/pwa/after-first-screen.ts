/**
 * When background work may start without slowing the screen on view (P2): after the page has loaded, the screen's
 * route and reads have settled and the main thread is idle. `busy` says whether the screen is still loading.
 * Never later than `maxWaitMs`, so a screen that keeps fetching does not hold the work back for ever (P3b).
 */
export async function afterFirstScreen(busy: () => boolean, { maxWaitMs = 10_000, idleTimeoutMs = 2_000 } = {}): Promise<void> {
  const deadline = Date.now() + maxWaitMs;
  await pageLoaded();
  for (;;) {
    await idle(idleTimeoutMs);
    if (!busy() || Date.now() >= deadline) return;
    // Still fetching: look again a little later rather than at every idle moment.
    await sleep(250);
  }
}

/** Gives the browser a turn (input, paint) between two steps of background work. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : sleep(0);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function pageLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** requestIdleCallback where the browser has it (Safari before 18 does not): a short timer otherwise. */
function idle(timeoutMs: number): Promise<void> {
  if (typeof requestIdleCallback === 'function') return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: timeoutMs }));
  return sleep(50);
}
