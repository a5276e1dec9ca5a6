import './lib/zod-config';
import '@mantine/core/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { startLanguage } from './i18n/i18n';
import { getSession, subscribeSession } from './lib/session';
import { restoreSessionLanguage } from './lib/session-language';
import { mayHydrate, renderingAfresh } from './prerendered';
import { queryClient } from './providers';
import { router } from './router';

const container = document.getElementById('root')!;
// Before the first render: the device's language (or a restored session's; importing session-language also
// applies the user's language at each sign-in), so no screen shows in English first (issue 15), and the route
// (its guard, its lazy chunk), so the first render is the screen and not a pending state followed by a second,
// synchronous render of the route (P2, total blocking time). Not a top-level await: the route's chunk imports
// this module, and would wait for it forever. A transition lets React render the first screen in slices,
// yielding to the browser between them, on a slow phone.
void Promise.all([restoreSessionLanguage() ?? startLanguage(), router.load()]).then(() =>
  startTransition(() => {
    const app = <AppRoot router={router} />;
    // A public screen's page holds its markup (ADR 0025): React adopts it when this device would render the same.
    if (mayHydrate(container)) hydrateRoot(container, app);
    else createRoot(renderingAfresh(container)).render(app);
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
