import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearSession } from '../../lib/session';

/** Logout: the stored session and every cached answer go (the next user of the phone sees none of it). */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    void navigate({ to: '/login', replace: true });
  }, [navigate, queryClient]);
}
