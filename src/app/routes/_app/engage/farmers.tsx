import { createFileRoute } from '@tanstack/react-router';
import { FarmersPage } from '../../../features/farmers/components/FarmersPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/engage/farmers')({
  beforeLoad: guard('/engage/farmers'),
  component: FarmersPage,
});
