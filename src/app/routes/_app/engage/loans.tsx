import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../../../features/loans/components/LoansPage';
import { loanSearch } from '../../../features/loans/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/loans')({ beforeLoad: guardRoute, ...listSearch(loanSearch), component: LoansRoute });

function LoansRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <LoansPage search={search} onSearchChange={setSearch} />;
}
