import { type ReactNode, useLayoutEffect } from 'react';
import { PRERENDERED_ATTRIBUTE, isPrerenderedPath } from '@shared/prerendered-routes';
import { showsDefaultLanguage } from './i18n/device-language';
import { getSession } from './lib/session';
import { submittedEarlyIn } from './lib/submitted-early';

/**
 * Whether the markup built into this page (ADR 0025) is what this device renders first, so React may hydrate
 * it: a public screen at this address, in English, signed out. Otherwise the app renders afresh over it (always
 * over a signed-in screen's first frame, ADR 0036, built with a stand-in session). Signed in too when its form was
 * tapped before the app ran (another tab signed in meanwhile): only the form that was tapped can send that tap
 * (ADR 0031), and a public screen renders the same markup signed in.
 */
export function mayHydrate(container: HTMLElement): boolean {
  const built = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const sameScreen = built === window.location.pathname && isPrerenderedPath(built) && showsDefaultLanguage();
  return sameScreen && (getSession() === null || submittedEarlyIn(container));
}

/** The root, no longer marked as holding built markup: the page's rule that hid that markup (language-gate.ts) lets go. */
function renderingAfresh(container: HTMLElement): HTMLElement {
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  return container;
}

/**
 * A page whose built markup this device must not show (another language, signed in) keeps it hidden until React's
 * own first render replaced it: shown earlier, a Kiswahili phone would flash the English form, and what someone
 * typed there would vanish with it.
 */
export function ShownOnCommit({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => void renderingAfresh(container), [container]);
  return children;
}
