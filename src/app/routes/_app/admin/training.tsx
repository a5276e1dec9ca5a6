import { createFileRoute } from '@tanstack/react-router';
import { AdminTrainingPage } from '@app/features/training/components/AdminTrainingPage';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/admin/training')({ beforeLoad: guardRoute, component: AdminTrainingPage });
