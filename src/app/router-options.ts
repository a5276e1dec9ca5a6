import { placesScroll } from './first-scroll';
import { queryClient } from './providers';
import { routeTree } from './routeTree.gen';

/**
 * The router's options, shared by the browser's router (router.tsx) and the build-time render (prerender.tsx). The
 * query client is the routes' context: a screen's `loader` starts its reads with `ensureQueryData` (ADR 0053).
 */
export const routerOptions = { routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: placesScroll } as const;
