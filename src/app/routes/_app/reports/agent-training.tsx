import { createFileRoute } from '@tanstack/react-router';
import { AgentTrainingReportPage } from '../../../features/training-report/components/AgentTrainingReportPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/agent-training')({
  beforeLoad: guard('/reports/agent-training'),
  component: AgentTrainingReportPage,
});
