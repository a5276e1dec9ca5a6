import { createFileRoute } from '@tanstack/react-router';
import { AdminTrainingPage } from '../../../features/training/components/AdminTrainingPage';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/admin/training')({ beforeLoad: guardRoute, component: AdminTrainingPage });
