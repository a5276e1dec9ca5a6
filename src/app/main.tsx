import './lib/zod-config';
import '@mantine/core/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadSignedInTexts, startLanguage } from './i18n/i18n';
import { getSession, subscribeSession } from './lib/session';
import { restoreSessionLanguage } from './lib/session-language';
import { Providers, queryClient } from './providers';
import { router } from './router';

const root = createRoot(document.getElementById('root')!);
// The device's language (or a restored session's) is loaded before the first render, so no screen shows in
// English first (issue 15); importing session-language also applies the user's language at each sign-in.
// Signed in, the signed-in screens' texts load alongside (the signed-in layout route awaits them, and retries).
const language = restoreSessionLanguage() ?? startLanguage();
if (getSession()) loadSignedInTexts().catch(() => undefined);
await language;
// A transition lets React render the first screen in slices, yielding to the browser between them, instead of
// one long task on a slow phone (P2, total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
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
