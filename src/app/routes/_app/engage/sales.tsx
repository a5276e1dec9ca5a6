import { createFileRoute } from '@tanstack/react-router';
import { SalesPage } from '../../../features/sales/components/SalesPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/sales')({
  beforeLoad: guard('/engage/sales'),
  component: SalesPage,
});
