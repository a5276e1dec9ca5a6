import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/DashboardPage';
import { guardRoute } from '../../lib/guards';

export const Route = createFileRoute('/_app/dashboard')({ beforeLoad: guardRoute, component: DashboardPage });
