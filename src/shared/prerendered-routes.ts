/**
 * The public screens built into their own HTML page at build time (ADR 0025): the server answers these paths
 * with that page instead of the empty shell, and so does the service worker offline. Path → file in dist/.
 */
export const PRERENDERED_ROUTES = {
  '/login': 'login.html',
  '/signup': 'signup.html',
  '/forgot-password': 'forgot-password.html',
} as const;

export type PrerenderedPath = keyof typeof PRERENDERED_ROUTES;

export const isPrerenderedPath = (path: string): path is PrerenderedPath => Object.hasOwn(PRERENDERED_ROUTES, path);

/** The attribute on the root element that names the path whose markup the page holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Set on <html> before the page paints when this device's language is not the one the pages are built in. */
export const RENDER_AFRESH_ATTRIBUTE = 'data-render-afresh';

/** The page's style for that: the built markup stays hidden (the app's own render removes PRERENDERED_ATTRIBUTE). */
export const RENDER_AFRESH_STYLE = `html[${RENDER_AFRESH_ATTRIBUTE}] #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;

/**
 * The global under which the built page's submit guard keeps the form someone submitted before the app ran
 * (ADR 0031): the app sends it once that form is the app's (src/app/lib/submitted-early.ts).
 */
export const SUBMITTED_EARLY_GLOBAL = 'fapSubmittedEarly';

/**
 * Written by the build beside the pages: the CSP sources (`'sha256-…'`) of the inline scripts they run (the language
 * gate), which the server adds to its `script-src` on every answer.
 */
export const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * Signed-in screens whose first frame is built into their own page (ADR 0036): the shell and the screen as they
 * look before their data, for the agent's session, with a stand-in for the user's name that the page's inline
 * script (src/app/first-frame.ts) fills from the stored session before it paints. Never hydrated: the app renders
 * over it. The server and the service worker answer these paths with that page, as for PRERENDERED_ROUTES.
 */
export const FIRST_FRAME_ROUTES = {
  '/dashboard': 'dashboard.html',
} as const;

/** What the build renders in place of the user's name in a first frame; the page's script writes the name over it. */
export const FIRST_FRAME_NAME = 'FAP_FIRST_FRAME_NAME';

/** Set on the root by the page's script when this device shows the built first frame (its session, language, width). */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';

/**
 * The page's style for a first frame: hidden unless its script marked it as this device's (name filled in), so a
 * stand-in, English on a Kiswahili phone or another role's frame never paints; the app's first render, which
 * replaces it, removes PRERENDERED_ATTRIBUTE and the root shows.
 */
export const FIRST_FRAME_STYLE = `#root[${PRERENDERED_ATTRIBUTE}]:not([${FIRST_FRAME_ATTRIBUTE}]){visibility:hidden}`;
