import { createFileRoute } from '@tanstack/react-router';
import { ManageModulesPage } from '../../../features/training/components/ManageModulesPage';
import { moduleSearch } from '../../../features/training/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/modules')({ beforeLoad: guardRoute, ...listSearch(moduleSearch), component: ManageModulesRoute });

function ManageModulesRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <ManageModulesPage search={search} onSearchChange={setSearch} />;
}
