import { SUBMITTED_EARLY_GLOBAL } from '@shared/prerendered-routes';

declare global {
  interface Window {
    [SUBMITTED_EARLY_GLOBAL]?: HTMLFormElement | null;
  }
}

/**
 * A built public page (ADR 0025) shows its form before the app runs; its inline guard refuses the native submit of a
 * tap on Sign In then, and keeps the form (scripts/vite-prerender.ts). Whether `form`, now the app's, is the one
 * submitted so, once: the app then sends it itself (ADR 0031). The guard also keeps every form the app handles, since
 * it runs first: the app's own submit forgets it (`forgetSubmittedEarly`).
 */
export function takeSubmittedEarly(form: HTMLFormElement | null): boolean {
  const submitted = window[SUBMITTED_EARLY_GLOBAL];
  window[SUBMITTED_EARLY_GLOBAL] = null;
  return form !== null && submitted === form;
}

/** Whether a form in `container` (the built page's) was submitted before the app ran, and is still to be sent. */
export function submittedEarlyIn(container: HTMLElement): boolean {
  const submitted = window[SUBMITTED_EARLY_GLOBAL];
  return submitted != null && container.contains(submitted);
}

/** The app handles this submit itself: nothing is left to send later. */
export function forgetSubmittedEarly(): void {
  window[SUBMITTED_EARLY_GLOBAL] = null;
}
