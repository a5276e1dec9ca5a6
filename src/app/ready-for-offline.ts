import type { QueryClient } from '@tanstack/react-query';
import type { ProtectedPath } from './lib/route-access';
import { type Session, getSession, subscribeSession } from './lib/session';
import { afterFirstScreen } from './pwa/after-first-screen';
import { type PrepareOffline, forgetReadiness, startOfflineReadiness } from './pwa/offline-readiness';
import type { router as appRouter } from './router';

/**
 * Keeps the signed-in user's menu ready for offline use (docs/offline-sync.md, "Reads offline") and follows the
 * session: another user, or nobody, stops the preparation, and the previous user's saved register and readiness
 * are forgotten with their persisted cache (providers.tsx). It starts once the screen on view has its data (ADR 0027).
 */
export function keepReadyForOffline(client: QueryClient, router: typeof appRouter): () => void {
  // Menu paths are routes of the tree (the menu links to them); the route table also names a path with no screen.
  const preload = (path: ProtectedPath) => router.preloadRoute({ to: path } as Parameters<typeof router.preloadRoute>[0]);
  // The screen on view is still loading while its route or any read is.
  const busy = () => client.isFetching() > 0 || router.state.status === 'pending';
  // The plan imports every screen's queries: loaded when the first preparation starts, not with the first screen.
  const preparer =
    (session: Session): PrepareOffline =>
    async (progress, signal) =>
      (await import('./offline-plan')).preparerFor(client, session, preload)(progress, signal);
  let current: { userId: string; stop: () => void } | null = null;
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
    current = session ? { userId: session.user.id, stop: startOfflineReadiness(session.user.id, preparer(session), afterFirstScreen(busy)) } : null;
  };
  follow();
  const unsubscribe = subscribeSession(follow);
  return () => {
    unsubscribe();
    current?.stop();
  };
}
