import { createRouter } from '@tanstack/react-router';
import { setSessionExpiredHandler } from './lib/api-client';
import { notifySessionExpired } from './lib/notify';
import { routeTree } from './routeTree.gen';

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

setSessionExpiredHandler(() => {
  notifySessionExpired();
  void router.navigate({ to: '/login', replace: true });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
