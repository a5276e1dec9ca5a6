import { createFileRoute } from '@tanstack/react-router';
import { SalesPage } from '@app/features/sales/components/SalesPage';
import { salesSearch } from '@app/features/sales/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/engage/sales')({ beforeLoad: guardRoute, ...listSearch(salesSearch), component: SalesRoute });

function SalesRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <SalesPage search={search} onSearchChange={setSearch} />;
}
