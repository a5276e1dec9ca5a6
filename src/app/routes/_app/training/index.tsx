import { createFileRoute } from '@tanstack/react-router';
import { trainingListQuery, trainingStatsQuery } from '../../../features/training/api/training-queries';
import { TrainingPage } from '../../../features/training/components/TrainingPage';
import { guardRoute } from '../../../lib/guards';
import { startRead } from '../../../lib/route-reads';

export const Route = createFileRoute('/_app/training/')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => {
    startRead(queryClient, trainingListQuery());
    startRead(queryClient, trainingStatsQuery());
  },
  component: TrainingPage,
});
