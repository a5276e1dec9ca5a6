/**
 * English texts of the app shell that any screen can show: the update prompt and the not-found page (docs/i18n.md).
 * The menu, top bar, account menu and sign-out are the signed-in layout's: shell-signed-in.ts (ADR 0035).
 */
export const shell = {
  update: {
    title: 'A new version of Agent Portal is available',
    waitUnsent_one: 'Wait until your {{count}} unsent change is synced before updating.',
    waitUnsent_other: 'Wait until your {{count}} unsent changes are synced before updating.',
    closeForm: 'Save or close the open form (in this tab or another tab of the app) before updating.',
    now: 'Update now',
    needsAttention_one: '{{count}} change was refused and waits for you: it does not hold the update.',
    needsAttention_other: '{{count}} changes were refused and wait for you: they do not hold the update.',
    openSync: 'Open Sync',
  },
  /** A signed-out visitor sent from the profile to /login (spec part 2 §8). */
  loginRequired: 'Please login to access this page',
  notFound: {
    title: 'Page not found',
    text: 'The page you asked for does not exist or has moved.',
  },
};
