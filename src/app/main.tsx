import './lib/zod-config';
import '@mantine/core/styles.css';
import './phone-controls.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { keepFirstScroll } from './first-scroll';
import { loadSignedInTexts, startLanguage } from './i18n/i18n';
import { notePickedBeforeStart } from './lib/picked-before-start';
import { getSession, subscribeSession } from './lib/session';
import { restoreSessionLanguage } from './lib/session-language';
import { mayHydrate, ShownOnCommit } from './prerendered';
import { queryClient, restoreQueryCache } from './providers';
import { router } from './router';

const container = document.getElementById('root')!;

async function start(): Promise<void> {
  // The device's language (or a restored session's) is loaded before the first render, so no screen shows in
  // English first (issue 15); importing session-language also applies the user's language at each sign-in.
  // Signed in, the signed-in screens' texts load alongside (the signed-in layout route awaits them, and retries).
  const language = restoreSessionLanguage() ?? startLanguage();
  if (getSession()) loadSignedInTexts().catch(() => undefined);
  // The saved answers are put back first, so the route loaders started by `router.load()` find them (an offline
  // start shows them at once). The route (its guard, its lazy chunk) is resolved before the first render, so that
  // render is the screen, which a public screen's built page needs to be adopted as it is.
  await Promise.all([language, restoreQueryCache()]);
  await router.load();
  // A transition lets React render the first screen in slices, yielding to the browser between them, on a slow phone.
  startTransition(() => {
    const app = <AppRoot router={router} />;
    // A public screen's page holds its markup (ADR 0025): React adopts it when this device would render the same.
    if (mayHydrate(container)) {
      notePickedBeforeStart(container);
      keepFirstScroll();
      hydrateRoot(container, app);
    } else createRoot(container).render(<ShownOnCommit container={container}>{app}</ShownOnCommit>);
  });
}
// Not a top-level await: the route's chunk imports this module, and would wait for it forever.
void start();

/** Ready for offline once someone is signed in; loaded only then, so /login stays light (P1). `reopened`: signed in before this start. */
function whenSignedIn(start: (reopened: boolean) => void): void {
  if (getSession()) return start(true);
  const stop = subscribeSession(() => {
    if (!getSession()) return;
    stop();
    start(false);
  });
}
whenSignedIn((reopened) => void import('./ready-for-offline').then((m) => m.keepReadyForOffline(queryClient, router, { reopened })));
