import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifySuccess } from '../lib/notify';
import { useSession } from '../lib/use-session';
import { db } from '../offline/db';
import { onEntryAccepted } from '../offline/outbox';
import { clearWorkerSession, storeWorkerSession } from '../offline/worker-session';
import { startSyncTriggers } from './sync-triggers';
import { textOf } from '../i18n/entry-text';

/**
 * The sync engine's triggers, and the query refresh (and message) after each accepted entry; runs while someone
 * is signed in, and leaves the service worker a copy of the session for sending with the app closed (ADR 0016).
 */
export default function SyncRuntime() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session?.user.id;
  const token = session?.token;
  useEffect(() => {
    const stopTriggers = startSyncTriggers();
    // The server record replaces the local copy: lists refetch the keys the entry named.
    const stopAccepted = onEntryAccepted((entry) => {
      entry.invalidates.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      const accepted = entry.accepted ? textOf(entry.accepted) : entry.acceptedMessage;
      // Under the entry's id: it replaces what the screen said when the write was queued (one toast, not two).
      if (accepted) notifySuccess(accepted, entry.id);
    });
    return () => {
      stopTriggers();
      stopAccepted();
    };
  }, [queryClient]);
  useEffect(() => {
    if (!userId || !token) return undefined;
    void storeWorkerSession(db, { userId, token });
    // Signed out (or the token replaced): the worker must not send with it any more.
    return () => void clearWorkerSession(db, token);
  }, [userId, token]);
  return null;
}
