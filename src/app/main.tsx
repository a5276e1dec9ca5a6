import './lib/zod-config';
import '@mantine/core/styles.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from './react-dom-client';
import { AppRoot } from './app-root';
import { loadSignedInTexts, startLanguage } from './i18n/i18n';
import { notePickedBeforeStart } from './lib/picked-before-start';
import { yieldToMain } from './lib/yield';
import { getSession, subscribeSession } from './lib/session';
import { restoreSessionLanguage } from './lib/session-language';
import { mayHydrate, ShownOnCommit } from './prerendered';
import { queryClient, restoreQueryCache } from './providers';
import { router } from './router';

const container = document.getElementById('root')!;

/**
 * The entry's last stage on turns of its own (`yieldToMain`): this module's evaluation (the router and i18next
 * created) is one task, starting the language, the route and the saved answers the next, and signed in, the
 * first number format a third, before the first render. Together they were one long task on a phone (P2,
 * ADR 0042). Not more turns than that: each lets whatever else is queued run first, which made an offline start
 * (P3) slower on a busy machine.
 */
async function start(): Promise<void> {
  await yieldToMain();
  // The device's language (or a restored session's) is loaded before the first render, so no screen shows in
  // English first (issue 15); importing session-language also applies the user's language at each sign-in.
  // Signed in, the signed-in screens' texts load alongside (the signed-in layout route awaits them, and retries).
  const language = restoreSessionLanguage() ?? startLanguage();
  if (getSession()) loadSignedInTexts().catch(() => undefined);
  // Signed in, the first screen shows figures: the first Intl.NumberFormat sets up ICU's data for the language
  // (~20 ms, ~90 ms on a phone), which is done below on a turn of its own rather than inside the first render.
  const formats = getSession() ? import('./i18n/format') : null;
  // The route (its guard, its lazy chunk) and the saved answers are resolved before the first render too, so that
  // render is the screen and not a pending state followed by a second, synchronous render (P2, total blocking time).
  await Promise.all([language, router.load(), restoreQueryCache()]);
  if (formats) {
    const { formatNumber } = await formats;
    await yieldToMain();
    formatNumber(0);
  }
  // A transition lets React render the first screen in slices, yielding to the browser between them, on a slow phone.
  startTransition(() => {
    const app = <AppRoot router={router} />;
    // A public screen's page holds its markup (ADR 0025): React adopts it when this device would render the same.
    if (mayHydrate(container)) {
      notePickedBeforeStart(container);
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
