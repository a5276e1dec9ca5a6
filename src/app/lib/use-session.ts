import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from './session';

/**
 * The signed-in session; re-renders on sign-in, sign-out, a profile change and another tab's change. The server
 * snapshot is the stored session too: the build renders a signed-in screen's first frame with a stand-in session
 * in its storage (ADR 0036), and a public screen is hydrated only when nobody is signed in (ADR 0025).
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
