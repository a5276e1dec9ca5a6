import type { QueryClient } from '@tanstack/react-query';
import { type Session, getSession, subscribeSession } from './lib/session';
import { type FirstScreenWait, afterFirstScreen } from './pwa/after-first-screen';
import { type PrepareOffline, forgetReadiness, preparedBefore, startOfflineReadiness } from './pwa/offline-readiness';
import type { router as appRouter } from './router';

/**
 * Just signed in, the agent may leave the office in a minute: the preparation starts at the first idle moment
 * once the screen has its data, as before (ADR 0027). Reopened with a session whose menu was prepared before
 * on this phone, the screen the agent opened the app for gets the phone first, and the preparation waits until
 * the main thread has been quiet a while (ADR 0042). A reopened app that was never ready (its first preparation
 * cut short by a reload) is as urgent as a sign-in.
 */
const AFTER_SIGN_IN: FirstScreenWait = { quietMs: 0, maxWaitMs: 10_000 };
const AFTER_REOPEN: FirstScreenWait = { quietMs: 1_500, maxWaitMs: 15_000 };

/**
 * Keeps the signed-in user's menu ready for offline use (docs/offline-sync.md, "Reads offline") and follows the
 * session: another user, or nobody, stops the preparation, and the previous user's saved register and readiness
 * are forgotten with their persisted cache (providers.tsx). It starts once the screen on view has its data (ADR 0027).
 * `reopened`: the session was already there when the app started (not a sign-in in this page).
 */
export function keepReadyForOffline(client: QueryClient, router: typeof appRouter, { reopened }: { reopened: boolean }): () => void {
  // The screen on view is still loading while its route or any read is.
  const busy = () => client.isFetching() > 0 || router.state.status === 'pending';
  // The plan imports every screen's queries: loaded when the first preparation starts, not with the first screen.
  const preparer =
    (session: Session): PrepareOffline =>
    async (progress, signal) =>
      (await import('./offline-plan')).preparerFor(client, session)(progress, signal);
  let current: { userId: string; stop: () => void } | null = null;
  // Only the session the app started with was reopened; any user after it has just signed in.
  const startedWith = getSession()?.user.id;
  let wait = reopened && startedWith && preparedBefore(startedWith) ? AFTER_REOPEN : AFTER_SIGN_IN;
  const follow = () => {
    const session = getSession();
    const userId = session?.user.id ?? null;
    if (current?.userId === userId) return;
    if (current) {
      current.stop();
      forgetReadiness(current.userId);
      const { userId: previous } = current;
      // The register's IndexedDB (Dexie) loads only then: it is no part of the first screen (ADR 0032).
      void import('./offline/farmer-register').then(({ forgetRegister, registerDb }) => forgetRegister(registerDb, previous));
    }
    current = session ? { userId: session.user.id, stop: startOfflineReadiness(session.user.id, preparer(session), afterFirstScreen(busy, wait)) } : null;
    wait = AFTER_SIGN_IN;
  };
  follow();
  const unsubscribe = subscribeSession(follow);
  return () => {
    unsubscribe();
    current?.stop();
  };
}
