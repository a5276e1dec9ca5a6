import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '../../../features/training/components/TrainingPage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/')({
  beforeLoad: guard('/training'),
  component: TrainingPage,
});
