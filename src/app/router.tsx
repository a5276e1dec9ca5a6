import { createRouter } from '@tanstack/react-router';
import { setSessionExpiredHandler } from './lib/api-client';
import { routeTree } from './routeTree.gen';

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

setSessionExpiredHandler(() => {
  void router.navigate({ to: '/login', replace: true });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
