/**
 * Build-time render of the public screens (ADR 0025), bundled for Node by scripts/vite-prerender.ts: the same tree
 * as main.tsx, on a router at the given path, rendered once its route (and lazy chunk) is loaded, so the browser
 * paints the screen from the HTML instead of a blank page until the scripts ran.
 */
import './lib/zod-config';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { AppRoot } from './app-root';
import { routerOptions } from './router-options';

/** The build has no localStorage: the session module reads this one, empty (signed out). */
function installEmptyStorage(): void {
  const stored = new Map<string, string>();
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

/** Renders one public screen at `path`, signed out. */
export async function renderRoute(path: string): Promise<string> {
  installEmptyStorage();
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
