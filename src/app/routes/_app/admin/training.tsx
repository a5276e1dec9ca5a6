import { createFileRoute } from '@tanstack/react-router';
import { AdminTrainingPage } from '../../../features/training/components/AdminTrainingPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/admin/training')({
  beforeLoad: guard('/admin/training'),
  component: AdminTrainingPage,
});
