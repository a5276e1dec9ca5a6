import { createRouter } from '@tanstack/react-router';
import { setSessionExpiredHandler } from './lib/api-client';
import { notifySessionExpired } from './lib/notify';
import { routerOptions } from './router-options';

export const router = createRouter(routerOptions);

setSessionExpiredHandler(() => {
  notifySessionExpired();
  void router.navigate({ to: '/login', replace: true });
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
