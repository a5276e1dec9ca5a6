import { createFileRoute } from '@tanstack/react-router';
import { ImportFarmersPage } from '@app/features/farmers/components/ImportFarmersPage';
import { guardRoute } from '@app/lib/guards';
import { useSession } from '@app/lib/use-session';

export const Route = createFileRoute('/_app/engage/farmers_/import')({ beforeLoad: guardRoute, component: ImportRoute });

function ImportRoute() {
  // Admin comes from All Farmers; a company admin from Farmers (or All Farmers, which lists the same register).
  return <ImportFarmersPage backTo={useSession()?.role === 'admin' ? '/all-farmers' : '/engage/farmers'} />;
}
