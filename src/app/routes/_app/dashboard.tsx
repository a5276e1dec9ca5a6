import { createFileRoute } from '@tanstack/react-router';
import { dashboardQuery } from '@app/features/dashboard/api/dashboard-queries';
import { DashboardPage } from '@app/features/dashboard/components/DashboardPage';
import { guardRoute } from '@app/lib/guards';
import { startRead } from '@app/lib/route-reads';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => startRead(queryClient, dashboardQuery()),
  component: DashboardPage,
});
