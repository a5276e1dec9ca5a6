import { getSession, subscribeSession } from '../lib/session';
import { isOnline, subscribeOnline } from '../offline/connectivity';
import { getEngine } from '../offline/engine';
import { DRAIN_MESSAGE } from '../offline/sw-messages';

/**
 * Wires the page's triggers to the engine: start, the network coming and going, the page becoming visible, a
 * new sign-in and the service worker's Background Sync message. Whether each may drain is the engine's
 * decision (engine-mode.ts): a backoff holds against all of them.
 */
export function startSyncTriggers(): () => void {
  const e = getEngine();
  void e.trigger('start');
  const offOnline = subscribeOnline(() => {
    if (isOnline()) void e.trigger('online');
    else e.wentOffline();
  });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void e.trigger('visible');
  };
  document.addEventListener('visibilitychange', onVisible);
  let lastToken = getSession()?.token ?? null;
  const offSession = subscribeSession(() => {
    const token = getSession()?.token ?? null;
    if (token && token !== lastToken) void e.trigger('sign-in');
    lastToken = token;
  });
  // The worker waits for the outcome on the port it sent: its Background Sync event settles only when the outbox
  // drained, and is retried by the browser otherwise.
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== DRAIN_MESSAGE) return;
    void e.trigger('worker').then((outcome) => event.ports[0]?.postMessage({ outcome }));
  };
  navigator.serviceWorker?.addEventListener('message', onMessage);
  return () => {
    offOnline();
    offSession();
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    e.stop();
  };
}
