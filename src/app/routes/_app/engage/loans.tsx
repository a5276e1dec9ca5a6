import { createFileRoute } from '@tanstack/react-router';
import { LoansPage } from '../../../features/loans/components/LoansPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/loans')({
  beforeLoad: guard('/engage/loans'),
  component: LoansPage,
});
