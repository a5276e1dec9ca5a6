import './lib/zod-config';
import '@mantine/core/styles.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './providers';
import { router } from './router';

const root = createRoot(document.getElementById('root')!);
// A transition lets React render the first screen in slices, yielding to the browser between them, instead of
// one long task on a slow phone (P2, total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
