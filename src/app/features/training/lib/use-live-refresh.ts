import { useEffect } from 'react';

/** Spec part 2 §9: the first poll 5 s after opening, then every 30 s; also on focus and when the tab shows again. */
export const FIRST_POLL_MS = 5_000;
export const POLL_MS = 30_000;

export function useLiveRefresh(refresh: () => void): void {
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, POLL_MS);
    }, FIRST_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
}
