import { DRAIN_MESSAGE } from './sw-messages';
import type { DrainOutcome } from './sync-engine';

/** How long an open page gets to drain before the worker drains itself (a page in the background may be frozen). */
export const PAGE_DRAIN_MS = 60_000;

/** A window of the app as the worker sees it (`Client`), narrowed to what is used here. */
export interface PageClient {
  postMessage(message: unknown, transfer: Transferable[]): void;
}

export interface BackgroundSyncDeps {
  pages: () => Promise<readonly PageClient[]>;
  drainHere: () => Promise<DrainOutcome>;
  pageDrainMs?: number;
}

/** Asks an open page to drain and answers its outcome, or null when it did not answer in time. */
function drainInPage(page: PageClient, waitMs: number): Promise<DrainOutcome | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => {
      channel.port1.close();
      resolve(null);
    }, waitMs);
    channel.port1.onmessage = (message) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve((message.data as { outcome: DrainOutcome }).outcome);
    };
    page.postMessage({ type: DRAIN_MESSAGE }, [channel.port2]);
  });
}

/**
 * A Background Sync event: an open page drains (it holds the session and refreshes its screens); with none open,
 * or none answering, the worker drains itself. The event settles only when the outbox was sent (or cannot be:
 * signed out, session expired): a drain that failed rejects it, and the browser fires a rejected event again
 * later with its own backoff. Settling as soon as a page was asked lost the retry when that page's send failed
 * (signal but no server) and the app was then closed (issue 33).
 */
export async function onBackgroundSync(deps: BackgroundSyncDeps): Promise<void> {
  const [page] = await deps.pages();
  const outcome = (page ? await drainInPage(page, deps.pageDrainMs ?? PAGE_DRAIN_MS) : null) ?? (await deps.drainHere());
  if (outcome === 'retry' || outcome === 'offline') throw new Error(`The outbox is not sent yet (${outcome}).`);
}
