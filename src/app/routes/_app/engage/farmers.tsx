import { createFileRoute } from '@tanstack/react-router';
import { farmerListParams, farmersQuery } from '@app/features/farmers/api/farmer-queries';
import { FarmersPage } from '@app/features/farmers/components/FarmersPage';
import { farmerSearch } from '@app/features/farmers/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';
import { startRead } from '@app/lib/route-reads';

export const Route = createFileRoute('/_app/engage/farmers')({
  beforeLoad: guardRoute,
  ...listSearch(farmerSearch),
  // The page's read starts with the navigation: navigation, restore and a link's preload take one path (ADR 0081).
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) => startRead(queryClient, farmersQuery(farmerListParams(deps))),
  component: FarmersRoute,
});

function FarmersRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <FarmersPage search={search} onSearchChange={setSearch} />;
}
