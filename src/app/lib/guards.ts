import { redirect } from '@tanstack/react-router';
import { canOpen, type ProtectedPath } from './route-access';
import { getSession } from './session';

/**
 * `beforeLoad` of a protected route: signed out → /login, role not allowed → /unauthorized, both replacing
 * the history entry (spec part 1 §4).
 */
export function guard(path: ProtectedPath) {
  return () => {
    const session = getSession();
    if (!session) throw redirect({ to: '/login', replace: true });
    if (!canOpen(path, session.role)) throw redirect({ to: '/unauthorized', replace: true });
  };
}
