import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ModuleSummary } from '@shared/contracts/training';
import { useCallback, useMemo } from 'react';
import { DataAge } from '../../../components/DataAge';
import { EmptyState } from '../../../components/EmptyState';
import { StatTile } from '../../../components/StatTile';
import { isApiError } from '../../../lib/api-error';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { useOnline } from '../../../pwa/use-online';
import { type LocalCompletion, PROGRESS_COLLECTION } from '../api/audio-progress';
import { useRefreshTrainingList, useStartModule } from '../api/learning';
import { trainingListQuery, trainingStatsQuery } from '../api/training-queries';
import { mergeLocalIntoSummaries, statsOf } from '../lib/local-progress';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { DownloadAllAudio } from './DownloadAllAudio';
import { ModuleCard } from './ModuleCard';

const BACKEND_DOWN = 'Backend server is not running. Please start the backend server first.';
/** Offline the server is not down: the modules were never saved on this device (the banner says offline). */
const OFFLINE_EMPTY = 'The training modules are not saved on this device yet. They load when you are back online.';

/** /training: the user's figures and module cards, kept fresh by polling, focus and visibility. */
export function TrainingPage() {
  const navigate = useNavigate();
  const online = useOnline();
  const list = useQuery({ ...trainingListQuery(), notifyOnChangeProps: ['data', 'error'] });
  const stats = useQuery({ ...trainingStatsQuery(), notifyOnChangeProps: ['data'] });
  const pending = usePendingRecords<LocalCompletion>(PROGRESS_COLLECTION);
  const start = useStartModule();
  const modules = useMemo(() => (list.data ? mergeLocalIntoSummaries(list.data.modules, pending) : undefined), [list.data, pending]);

  useLiveRefresh(useRefreshTrainingList());
  const { mutateAsync: startModule } = start;

  // Spec part 2 §8: a failed start is silent and the module opens anyway.
  const open = useCallback(
    (module: ModuleSummary) =>
      void startModule(module.id)
        .catch(() => undefined)
        .then(() => navigate({ to: '/training/module/$moduleId', params: { moduleId: module.id } })),
    [startModule, navigate],
  );
  const opening = start.isPending ? start.variables : null;

  // A load paused offline (nothing saved) is not loading: it says what is missing instead of spinning.
  if (list.isPending && list.fetchStatus !== 'paused') {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label="Loading" />
          <Text fw={600}>Loading...</Text>
          <Text c="dimmed">Please wait while we load your training modules</Text>
        </Stack>
      </Center>
    );
  }
  if (!modules) {
    const message = !online ? OFFLINE_EMPTY : isApiError(list.error) && list.error.isNetwork ? BACKEND_DOWN : 'Failed to load training modules';
    return <EmptyState title="Training Modules" description={message} action={<Button onClick={() => void list.refetch()}>Try Again</Button>} />;
  }
  // Queued completions change the figures before the server knows them.
  const s = modules === list.data?.modules ? stats.data?.stats : statsOf(modules);
  return (
    <Stack gap="md">
      <Title order={2}>Training Modules</Title>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <DownloadAllAudio modules={modules} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label="Completed Modules" value={s?.completedModules ?? '–'} />
        <StatTile label="In Progress" value={s?.inProgressModules ?? '–'} />
        <StatTile label="Total Modules" value={s?.totalModules ?? '–'} />
        <StatTile label="Completion Rate" value={s ? `${s.completionRate}%` : '–'} />
      </SimpleGrid>
      {modules.length === 0 ? (
        <EmptyState title="No training modules available" description="Check back later for new training content" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {modules.map((m) => (
            <ModuleCard key={m.id} module={m} onOpen={open} busy={opening === m.id} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
