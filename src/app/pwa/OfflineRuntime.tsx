import { Suspense, lazy, useEffect } from 'react';
import { startDataMeter } from '../lib/data-meter';
import { useSession } from '../lib/use-session';
import { captureInstallPrompt } from './install';
import { registerServiceWorker, useUpdateWaiting } from './service-worker';
import { OfflineBanner } from './OfflineBanner';

// The outbox and sync engine (Dexie) load only for a signed-in user or a waiting update, keeping /login light (P1).
const SyncRuntime = lazy(() => import('./SyncRuntime'));
const UpdatePrompt = lazy(() => import('./UpdatePrompt').then((m) => ({ default: m.UpdatePrompt })));

/** Starts the offline machinery once per page: service worker, install offer, and sync while signed in. */
export function OfflineRuntime() {
  const signedIn = useSession() !== null;
  const updateWaiting = useUpdateWaiting();
  useEffect(() => {
    captureInstallPrompt();
    registerServiceWorker();
    startDataMeter();
  }, []);
  return (
    <>
      <OfflineBanner />
      <Suspense fallback={null}>
        {signedIn && <SyncRuntime />}
        {updateWaiting && <UpdatePrompt />}
      </Suspense>
    </>
  );
}
