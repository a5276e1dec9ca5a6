import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { startTraining, type ModuleSummary } from '@shared/contracts/training';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { StatTile } from '../../../components/StatTile';
import { apiCall } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifyFailure } from '../../../lib/notify';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { type LocalCompletion, mergeLocalIntoSummaries, PROGRESS_COLLECTION, statsOf } from '../api/audio-progress';
import { trainingKeys } from '../api/training-keys';
import { trainingListQuery, trainingStatsQuery } from '../api/training-queries';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { ModuleCard } from './ModuleCard';

const BACKEND_DOWN = 'Backend server is not running. Please start the backend server first.';

/** /training: the user's figures and module cards, kept fresh by polling, focus and visibility. */
export function TrainingPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({ ...trainingListQuery(), notifyOnChangeProps: ['data', 'error'] });
  const stats = useQuery({ ...trainingStatsQuery(), notifyOnChangeProps: ['data'] });
  const pending = usePendingRecords<LocalCompletion>(PROGRESS_COLLECTION);
  const [opening, setOpening] = useState<string | null>(null);
  const toasted = useRef(false);
  const modules = useMemo(() => (list.data ? mergeLocalIntoSummaries(list.data.modules, pending) : undefined), [list.data, pending]);

  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: trainingKeys.list() }).then(() => client.invalidateQueries({ queryKey: trainingKeys.stats() })), [client]);
  useLiveRefresh(refresh);

  useEffect(() => {
    if (list.error && !toasted.current) notifyFailure('Failed to fetch training modules');
    toasted.current = Boolean(list.error);
  }, [list.error]);

  const open = useCallback(
    async (module: ModuleSummary) => {
      setOpening(module.id);
      try {
        await apiCall(startTraining, { params: { id: module.id } });
        await client.invalidateQueries({ queryKey: trainingKeys.list() });
      } catch {
        // Spec part 2 §8: a failed start is silent and the module opens anyway.
      } finally {
        setOpening(null);
      }
      await navigate({ to: '/training/module/$moduleId', params: { moduleId: module.id } });
    },
    [client, navigate],
  );

  if (list.isPending) {
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
    const message = isApiError(list.error) && list.error.isNetwork ? BACKEND_DOWN : 'Failed to load training modules';
    return <EmptyState title="Training Modules" description={message} action={<Button onClick={() => void list.refetch()}>Try Again</Button>} />;
  }
  // Queued completions change the figures before the server knows them.
  const s = modules === list.data?.modules ? stats.data?.stats : statsOf(modules);
  return (
    <Stack gap="md">
      <Title order={2}>Training Modules</Title>
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
