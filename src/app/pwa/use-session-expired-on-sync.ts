import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { notifyFailure } from '../lib/notify';
import { clearSession } from '../lib/session';
import { useSession } from '../lib/use-session';
import { getEngine } from '../offline/engine';
import { useSyncState } from './use-outbox';

/**
 * A 401 during sync pauses the queue (it stays on the device): the agent is asked to sign in again, and the
 * queue resumes with the new session. Only the owner's new token is ever used for these entries.
 */
export function useSessionExpiredOnSync(): void {
  const { authPausedFor } = useSyncState();
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!authPausedFor || !session || !getEngine().isPausedFor(session.token)) return;
    notifyFailure(i18n.t('offline:sessionExpired'));
    clearSession();
    void navigate({ to: '/login', replace: true });
  }, [authPausedFor, session, navigate]);
}
