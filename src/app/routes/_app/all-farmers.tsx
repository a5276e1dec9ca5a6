import { createFileRoute } from '@tanstack/react-router';
import { FarmersPage } from '@app/features/farmers/components/FarmersPage';
import { farmerSearch } from '@app/features/farmers/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/all-farmers')({ beforeLoad: guardRoute, ...listSearch(farmerSearch), component: FarmersRoute });

function FarmersRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <FarmersPage search={search} onSearchChange={setSearch} />;
}
