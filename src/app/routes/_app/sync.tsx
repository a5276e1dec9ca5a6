import { createFileRoute } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/components/SyncPage';
import { guard } from '../../lib/guards';

export const Route = createFileRoute('/_app/sync')({
  beforeLoad: guard('/sync'),
  component: SyncPage,
});
