import { useCallback, useState } from 'react';
import { getSession } from '../../lib/session';
import { unsentCount } from '../../offline/outbox';

/** The warning before signing out with changes not on the server yet (docs/decisions.md, "Sign-out with unsent work"). */
export const unsentWarning = (count: number): string =>
  count === 1
    ? '1 change is not sent yet. It stays on this phone and is sent when you sign in again.'
    : `${count} changes are not sent yet. They stay on this phone and are sent when you sign in again.`;

/**
 * Sign-out that first counts the user's unsent changes: none, it signs out at once; some, `unsent` holds
 * their count until the user confirms (`confirm`) or stays (`cancel`). The changes stay on the phone for
 * this user only and go at their next sign-in.
 */
export function useSignOutWarning(logout: () => void) {
  const [unsent, setUnsent] = useState<number | null>(null);
  const request = useCallback(async () => {
    const userId = getSession()?.user.id;
    const count = userId ? await unsentCount(userId) : 0;
    if (count > 0) setUnsent(count);
    else logout();
  }, [logout]);
  const confirm = useCallback(() => {
    setUnsent(null);
    logout();
  }, [logout]);
  const cancel = useCallback(() => setUnsent(null), []);
  return { unsent, request, confirm, cancel };
}
