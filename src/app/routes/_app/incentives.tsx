import { createFileRoute } from '@tanstack/react-router';
import { IncentivesPage } from '../../features/incentives/components/IncentivesPage';
import { guard } from '../../lib/guards';

export const Route = createFileRoute('/_app/incentives')({
  beforeLoad: guard('/incentives'),
  component: IncentivesPage,
});
