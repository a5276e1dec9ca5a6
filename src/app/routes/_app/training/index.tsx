import { createFileRoute } from '@tanstack/react-router';
import { trainingListQuery, trainingStatsQuery } from '@app/features/training/api/training-queries';
import { TrainingPage } from '@app/features/training/components/TrainingPage';
import { guardRoute } from '@app/lib/guards';
import { startRead } from '@app/lib/route-reads';

export const Route = createFileRoute('/_app/training/')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => {
    startRead(queryClient, trainingListQuery());
    startRead(queryClient, trainingStatsQuery());
  },
  component: TrainingPage,
});
