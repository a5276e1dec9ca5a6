/**
 * Build-time render of the public screens (ADR 0025) and of the signed-in first frames (ADR 0036), bundled for
 * Node by scripts/vite-prerender.ts: the same tree as main.tsx, on a router at the given path, rendered once its
 * route (and lazy chunk) is loaded, so the browser paints the screen from the HTML instead of a blank page until
 * the scripts ran.
 */
import './lib/zod-config';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { FIRST_FRAME_NAME, FIRST_FRAME_ROUTES } from '@shared/prerendered-routes';
import { AppRoot } from './app-root';
import { SESSION_KEYS } from './lib/session-keys';
import type { SessionUser } from './lib/session';
import { routerOptions } from './router-options';

/**
 * The session a signed-in screen's first frame is built with (ADR 0036): an agent's, English, with a stand-in
 * name that the page's script replaces by the stored user's (src/app/first-frame.ts). The frame shows nothing
 * else of the user.
 */
const STAND_IN_USER: SessionUser = {
  id: 'first-frame',
  name: FIRST_FRAME_NAME,
  email: '',
  role: 'engaged_agent',
  companyId: null,
  companyName: null,
  companyKind: null,
  companySlug: null,
  companyLogoUrl: null,
  photoUrl: null,
  phoneNumber: null,
  language: 'en',
};

/** The build has no localStorage: the session module reads this one, empty for the public screens. */
function installStorage(items: Record<string, string>): void {
  const stored = new Map(Object.entries(items));
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
    key: (index: number) => [...stored.keys()][index] ?? null,
    get length() {
      return stored.size;
    },
  };
}

/**
 * Renders one screen at `path`. The session module keeps what it read first, so a process renders either public
 * screens (signed out) or FIRST_FRAME_ROUTES (the stand-in session), never both (scripts/vite-prerender.ts).
 */
export async function renderRoute(path: string): Promise<string> {
  if (Object.hasOwn(FIRST_FRAME_ROUTES, path)) {
    installStorage({ [SESSION_KEYS.token]: 'first-frame', [SESSION_KEYS.role]: STAND_IN_USER.role, [SESSION_KEYS.user]: JSON.stringify(STAND_IN_USER) });
  } else installStorage({});
  // The origin only stands in for the browser's (hrefs are written as paths); scroll restoration needs a window
  // and adds nothing to the markup.
  const router = createRouter({
    ...routerOptions,
    scrollRestoration: false,
    origin: 'http://localhost',
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // A component that throws would leave a client-rendered hole in the page: the build fails instead.
  const failures: unknown[] = [];
  const { prelude } = await prerender(<AppRoot router={router} />, { onError: (error) => void failures.push(error) });
  if (failures.length) throw failures[0];
  return new Response(prelude).text();
}
