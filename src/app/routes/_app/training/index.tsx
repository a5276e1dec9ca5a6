import { createFileRoute } from '@tanstack/react-router';
import { TrainingPage } from '../../../features/training/components/TrainingPage';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/')({ beforeLoad: guardRoute, component: TrainingPage });
