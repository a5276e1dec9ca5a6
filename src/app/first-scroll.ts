/**
 * Whether the router places the window on its first render. The router scrolls a fresh page to the top then; on a
 * public screen whose built page was adopted (ADR 0025) the person may already have scrolled it, to the button at
 * its foot say, and a jump to the top as the app finishes starting moves that button from under their thumb.
 */
let keepFirstPlacement = false;

/** The built page is being adopted: its first render leaves the window where it is (the browser restores a reload). */
export function keepFirstScroll(): void {
  keepFirstPlacement = true;
}

/** The router's `scrollRestoration`: restore or reset on every render but an adopted page's first. */
export function placesScroll(): boolean {
  if (!keepFirstPlacement) return true;
  keepFirstPlacement = false;
  return false;
}
