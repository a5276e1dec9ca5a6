import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session';
import { AppLayout } from '../components/shell/AppLayout';

/** The authenticated shell around every protected screen; each child adds its own role guard. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!getSession()) throw redirect({ to: '/login', replace: true });
  },
  component: AppLayout,
});
