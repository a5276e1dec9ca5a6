import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifySuccess } from '../lib/notify';
import { onEntryAccepted } from '../offline/outbox';
import { startSyncTriggers } from './sync-triggers';

/** The sync engine's triggers, and the query refresh (and message) after each accepted entry; runs while someone is signed in. */
export default function SyncRuntime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopTriggers = startSyncTriggers();
    // The server record replaces the local copy: lists refetch the keys the entry named.
    const stopAccepted = onEntryAccepted((entry) => {
      entry.invalidates.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
      if (entry.acceptedMessage) notifySuccess(entry.acceptedMessage);
    });
    return () => {
      stopTriggers();
      stopAccepted();
    };
  }, [queryClient]);
  return null;
}
