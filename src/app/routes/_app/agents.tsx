import { createFileRoute } from '@tanstack/react-router';
import { AgentsPage } from '@app/features/agents/components/AgentsPage';
import { agentSearch } from '@app/features/agents/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/agents')({ beforeLoad: guardRoute, ...listSearch(agentSearch), component: AgentsRoute });

function AgentsRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AgentsPage search={search} onSearchChange={setSearch} />;
}
