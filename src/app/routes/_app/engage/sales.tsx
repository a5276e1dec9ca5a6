import { createFileRoute } from '@tanstack/react-router';
import { SalesPage } from '../../../features/sales/components/SalesPage';
import { salesSearch } from '../../../features/sales/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/sales')({ beforeLoad: guardRoute, ...listSearch(salesSearch), component: SalesRoute });

function SalesRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <SalesPage search={search} onSearchChange={setSearch} />;
}
