import './lib/zod-config';
import '@mantine/core/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { mayHydrate } from './prerendered';
import { getSession, subscribeSession } from './lib/session';
import { queryClient } from './providers';
import { router } from './router';

const container = document.getElementById('root')!;
// The route (its guard, its lazy chunk) is resolved before the first render, so the first render is the screen
// and not a pending state followed by a second, synchronous render of the route (P2, total blocking time). A
// transition lets React render it in slices, yielding to the browser between them, on a slow phone.
void router.load().then(() =>
  startTransition(() => {
    const app = <AppRoot router={router} />;
    // A public screen's page holds its markup (ADR 0025): React adopts it when this device would render the same.
    if (mayHydrate(container)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);

/** Ready for offline once someone is signed in; loaded only then, so /login stays light (P1). */
function whenSignedIn(start: () => void): void {
  if (getSession()) return start();
  const stop = subscribeSession(() => {
    if (!getSession()) return;
    stop();
    start();
  });
}
whenSignedIn(() => void import('./ready-for-offline').then((m) => m.keepReadyForOffline(queryClient, router)));
