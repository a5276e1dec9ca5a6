import { routeTree } from './routeTree.gen';

/** The router's options, shared by the browser's router (router.tsx) and the build-time render (prerender.tsx). */
export const routerOptions = { routeTree, defaultPreload: 'intent', scrollRestoration: true } as const;
