import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../offline/connectivity';

/** Whether the browser has a network right now (re-renders on `online`/`offline`). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
