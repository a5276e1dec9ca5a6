import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';
import { guard } from '../../lib/guards';

export const Route = createFileRoute('/_app/dashboard')({
  beforeLoad: guard('/dashboard'),
  component: DashboardPage,
});
