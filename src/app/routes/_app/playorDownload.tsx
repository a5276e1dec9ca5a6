import { createFileRoute } from '@tanstack/react-router';
import { trainingListQuery } from '@app/features/training/api/training-queries';
import { PlayOrDownloadPage } from '@app/features/training/components/PlayOrDownloadPage';
import { guardRoute } from '@app/lib/guards';
import { startRead } from '@app/lib/route-reads';

export const Route = createFileRoute('/_app/playorDownload')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => startRead(queryClient, trainingListQuery()),
  component: PlayOrDownloadPage,
});
