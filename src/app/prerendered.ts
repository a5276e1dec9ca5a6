import { type ReactNode, useLayoutEffect } from 'react';
import { PRERENDERED_ATTRIBUTE } from '@shared/prerendered-routes';
import { showsDefaultLanguage } from './i18n/device-language';
import { getSession } from './lib/session';
import { submittedEarlyIn } from './lib/submitted-early';

/**
 * Whether the markup built into this page (ADR 0025) is what this device renders first, so React may hydrate
 * it: the screen at this address, signed out, in English. Otherwise the app renders afresh over it. Signed in too
 * when its form was tapped before the app ran (another tab signed in meanwhile): only the form that was tapped can
 * send that tap (ADR 0031), and a public screen renders the same markup signed in.
 */
export function mayHydrate(container: HTMLElement): boolean {
  const sameScreen = container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && showsDefaultLanguage();
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
