import { getSession, subscribeSession } from '../lib/session';
import { isOnline, subscribeOnline } from '../offline/connectivity';
import { getEngine } from '../offline/engine';
import { DRAIN_MESSAGE } from '../offline/sw-messages';

/** Wires the triggers of architecture.md: start, online, visibility, a new sign-in, the service worker's sync event. */
export function startSyncTriggers(): () => void {
  const e = getEngine();
  void e.drain({ report: true });
  const offOnline = subscribeOnline(() => {
    if (isOnline()) void e.drain({ report: true });
  });
  const onVisible = () => {
    const next = e.getState().nextRetryAt;
    if (document.visibilityState === 'visible' && (next === null || next <= Date.now())) void e.drain();
  };
  document.addEventListener('visibilitychange', onVisible);
  let lastToken = getSession()?.token ?? null;
  const offSession = subscribeSession(() => {
    const token = getSession()?.token ?? null;
    if (token && token !== lastToken) void e.drain({ report: true });
    lastToken = token;
  });
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === DRAIN_MESSAGE) void e.drain();
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
