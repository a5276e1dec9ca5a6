import { useCallback, useState } from 'react';
import { getSession } from '@app/lib/session';
import { unsentCount } from '@app/offline/outbox';

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
