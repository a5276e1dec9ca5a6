import { createFileRoute } from '@tanstack/react-router';
import { AgentTrainingReportPage } from '../../../features/training-report/components/AgentTrainingReportPage';
import { trainingReportSearch } from '../../../features/training-report/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/agent-training')({ beforeLoad: guardRoute, ...listSearch(trainingReportSearch), component: AgentTrainingReportRoute });

function AgentTrainingReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AgentTrainingReportPage search={search} onSearchChange={setSearch} />;
}
