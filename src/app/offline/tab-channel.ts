/** Messages between the open tabs of the app (BroadcastChannel `fap-tabs`); a tab never hears its own. */
export type TabMessage =
  /** A write was queued: a tab that is draining goes round once more. */
  | { type: 'entry-added' }
  /** A drain of the shared queue ended: done (`retryAt` null) or waiting until `retryAt`. */
  | { type: 'sync-ended'; retryAt: number | null }
  /** A tab's forms have unsaved input, or no longer (the update prompt waits for every tab). */
  | { type: 'dirty-forms'; tabId: string; dirty: boolean }
  /** The update prompt asks every tab to say whether its forms are dirty. */
  | { type: 'dirty-forms-query' };

export interface TabChannel {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

export const TAB_CHANNEL = 'fap-tabs';

/** A channel to the other tabs of this origin, or null where BroadcastChannel is missing. */
export function openTabChannel(name = TAB_CHANNEL): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  const listeners = new Set<(message: TabMessage) => void>();
  channel.onmessage = (event: MessageEvent) => listeners.forEach((l) => l(event.data as TabMessage));
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => channel.close(),
  };
}

let pageChannel: TabChannel | null | undefined;

/** This page's one channel (the engine and the dirty-form reports share it). */
export function tabChannel(): TabChannel | null {
  pageChannel ??= openTabChannel();
  return pageChannel;
}
