import { createFileRoute } from '@tanstack/react-router';
import { PerformanceReportPage } from '../../../features/performance-report/components/PerformanceReportPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/gamification')({
  beforeLoad: guard('/reports/gamification'),
  component: PerformanceReportPage,
});
