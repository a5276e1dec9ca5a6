import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '@app/features/loans/components/LoansPage';
import { loanSearch } from '@app/features/loans/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/engage/loans')({ beforeLoad: guardRoute, ...listSearch(loanSearch), component: LoansRoute });

function LoansRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <LoansPage search={search} onSearchChange={setSearch} />;
}
