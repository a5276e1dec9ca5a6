import { createFileRoute } from '@tanstack/react-router';
import { FarmersPage } from '../../../features/farmers/components/FarmersPage';
import { farmerSearch } from '../../../features/farmers/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/farmers')({ beforeLoad: guardRoute, ...listSearch(farmerSearch), component: FarmersRoute });

function FarmersRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <FarmersPage search={search} onSearchChange={setSearch} />;
}
