import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { revokeTokenOnServer } from '@app/lib/server-sign-out';
import { clearSession, getSession } from '@app/lib/session';

export interface LogoutOptions {
  /** false when the server has already ended the session ("sign out of all devices"). Default true. */
  revoke?: boolean;
}

/**
 * Logout: the token is revoked on the server when online (best effort), and the stored session and every cached
 * answer go (the next user of the phone sees none of it).
 */
export function useLogout(): (options?: LogoutOptions) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    ({ revoke = true }: LogoutOptions = {}) => {
      const token = getSession()?.token;
      if (token && revoke) void revokeTokenOnServer(token);
      clearSession();
      queryClient.clear();
      void navigate({ to: '/login', replace: true });
    },
    [navigate, queryClient],
  );
}
