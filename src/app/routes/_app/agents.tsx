import { createFileRoute } from '@tanstack/react-router';
import { AgentsPage } from '../../features/agents/components/AgentsPage';
import { agentSearch } from '../../features/agents/search';
import { listSearch } from '../../lib/list-search';
import { useSearchState } from '../../lib/route-search';
import { guardRoute } from '../../lib/guards';

export const Route = createFileRoute('/_app/agents')({ beforeLoad: guardRoute, ...listSearch(agentSearch), component: AgentsRoute });

function AgentsRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AgentsPage search={search} onSearchChange={setSearch} />;
}
