import { PRERENDERED_ATTRIBUTE } from '@shared/prerendered-routes';
import { getSession } from './lib/session';

/**
 * Whether the markup built into this page (ADR 0025) is what this device renders first, so React may hydrate
 * it: it is the screen at this address, rendered signed out. Otherwise the app renders afresh over it.
 */
export function mayHydrate(container: HTMLElement): boolean {
  return container.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && getSession() === null;
}
