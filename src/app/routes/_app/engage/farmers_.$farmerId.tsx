import { createFileRoute } from '@tanstack/react-router';
import { FarmerPage } from '@app/features/farmers/components/FarmerPage';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/engage/farmers_/$farmerId')({ beforeLoad: guardRoute, component: FarmerRoute });

function FarmerRoute() {
  const { farmerId } = Route.useParams();
  return <FarmerPage farmerId={farmerId} />;
}
