import { createFileRoute } from '@tanstack/react-router';
import { AgentsPage } from '../../features/agents/components/AgentsPage';
import { guard } from '../../lib/guards';

export const Route = createFileRoute('/_app/agents')({
  beforeLoad: guard('/agents'),
  component: AgentsPage,
});
