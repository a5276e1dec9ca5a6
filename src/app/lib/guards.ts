import { redirect } from '@tanstack/react-router';
import { notifyLoginRequired } from './notify';
import { canOpen, protectedPathOf } from './route-access';
import { getSession } from './session';

/**
 * Screens whose signed-out visitor is told why they land on /login: the profile, whose 'Please login to access this
 * page' (spec part 2 §8) would otherwise never show, since this guard redirects before the screen renders.
 */
const TOLD_LOGIN_REQUIRED: ReadonlySet<string> = new Set(['/settings/profile']);

/**
 * `beforeLoad` of the signed-in layout: a signed-out visitor (no stored user) goes to /login, replacing the
 * history entry. A preload (the router's intent) is not a visit: it tells nothing.
 */
export function requireSession({ location, preload }: { location: { pathname: string }; preload?: boolean }): void {
  if (getSession()) return;
  if (!preload && TOLD_LOGIN_REQUIRED.has(location.pathname.replace(/(.)\/$/, '$1'))) notifyLoginRequired();
  throw redirect({ to: '/login', replace: true });
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
