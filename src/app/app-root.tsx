import { type AnyRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { Providers } from './providers';

/** The whole app: the browser renders it, and the build renders it for the public screens' pages (ADR 0025). */
export function AppRoot({ router }: { router: AnyRouter }) {
  return (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
