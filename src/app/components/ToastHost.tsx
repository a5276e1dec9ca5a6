import { Suspense, lazy } from 'react';
import { useToastsWanted } from '../lib/toast';

const ToastArea = lazy(() => import('./ToastArea'));

/** Mounts the toaster once the first toast is raised, so the toast library stays out of the entry chunk (P1). */
export function ToastHost() {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
