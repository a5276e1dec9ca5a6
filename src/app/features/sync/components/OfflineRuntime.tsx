import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onEntryAccepted } from '../../../offline/outbox';
import { startSyncTriggers } from '../../../offline/runtime';
import { captureInstallPrompt } from '../install';
import { registerServiceWorker } from '../service-worker';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';

/** Starts the offline machinery once per page: sync triggers, query invalidation, service worker, install offer. */
export function OfflineRuntime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    captureInstallPrompt();
    registerServiceWorker();
    const stopTriggers = startSyncTriggers();
    // The server record replaces the local copy: lists refetch the keys the entry named.
    const stopAccepted = onEntryAccepted((entry) => entry.invalidates.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey })));
    return () => {
      stopTriggers();
      stopAccepted();
    };
  }, [queryClient]);
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
