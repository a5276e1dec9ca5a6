import { createFileRoute } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/components/SyncPage';
import { guardRoute } from '../../lib/guards';

export const Route = createFileRoute('/_app/sync')({ beforeLoad: guardRoute, component: SyncPage });
