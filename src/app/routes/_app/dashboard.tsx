import { createFileRoute } from '@tanstack/react-router';
import { dashboardQuery } from '../../features/dashboard/api/dashboard-queries';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';
import { guardRoute } from '../../lib/guards';
import { startRead } from '../../lib/route-reads';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => startRead(queryClient, dashboardQuery()),
  component: DashboardPage,
});
