import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../components/shell/NotFoundPage';

/** What every route's `beforeLoad` and `loader` receive (router-options.ts). */
export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({ component: Outlet, notFoundComponent: NotFoundPage });
