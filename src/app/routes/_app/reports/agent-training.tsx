import { createFileRoute } from '@tanstack/react-router';
import { AgentTrainingReportPage } from '@app/features/training-report/components/AgentTrainingReportPage';
import { trainingReportSearch } from '@app/features/training-report/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/reports/agent-training')({ beforeLoad: guardRoute, ...listSearch(trainingReportSearch), component: AgentTrainingReportRoute });

function AgentTrainingReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AgentTrainingReportPage search={search} onSearchChange={setSearch} />;
}
