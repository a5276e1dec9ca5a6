import { createFileRoute } from '@tanstack/react-router';
import { ManageModulesPage } from '@app/features/training/components/ManageModulesPage';
import { moduleSearch } from '@app/features/training/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/training/modules')({ beforeLoad: guardRoute, ...listSearch(moduleSearch), component: ManageModulesRoute });

function ManageModulesRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <ManageModulesPage search={search} onSearchChange={setSearch} />;
}
