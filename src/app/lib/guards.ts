import { redirect } from '@tanstack/react-router';
import { canOpen, protectedPathOf } from './route-access';
import { getSession } from './session';

/** `beforeLoad` of the signed-in layout: a signed-out visitor goes to /login, replacing the history entry. */
export function requireSession(): void {
  if (!getSession()) throw redirect({ to: '/login', replace: true });
}

/**
 * `beforeLoad` of a protected screen, which reads the screen's own path from its route id: signed out → /login,
 * role not allowed by the route table (or a screen missing from it) → /unauthorized, both replacing the
 * history entry (spec part 1 §4).
 */
export function guardRoute({ routeId }: { routeId: string }): void {
  const session = getSession();
  if (!session) throw redirect({ to: '/login', replace: true });
  const path = protectedPathOf(routeId);
  if (!path || !canOpen(path, session.role)) throw redirect({ to: '/unauthorized', replace: true });
}
