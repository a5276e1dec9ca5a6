import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session';

/** The signed-in session; re-renders on sign-in, sign-out, a profile change and another tab's change. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}
