/**
 * The public screens built into their own HTML page at build time (ADR 0025): the server answers these paths
 * with that page instead of the empty shell, and so does the service worker offline. Path → file in dist/.
 */
export const PRERENDERED_ROUTES = {
  '/login': 'login.html',
  '/signup': 'signup.html',
  '/forgot-password': 'forgot-password.html',
  '/register': 'register.html',
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
