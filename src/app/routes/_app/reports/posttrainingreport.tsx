import { createFileRoute } from '@tanstack/react-router';
import { AssessmentsReportPage } from '../../../features/assessment-report/components/AssessmentsReportPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/posttrainingreport')({
  beforeLoad: guard('/reports/posttrainingreport'),
  component: AssessmentsReportPage,
});
