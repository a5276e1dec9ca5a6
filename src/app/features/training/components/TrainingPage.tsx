import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ModuleSummary } from '@shared/contracts/training';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';
import { DataAge } from '@app/components/DataAge';
import { EmptyState } from '@app/components/EmptyState';
import { StatTile } from '@app/components/StatTile';
import { isApiError } from '@app/lib/api-error';
import { usePendingRecords } from '@app/pwa/use-outbox';
import { useOnline } from '@app/pwa/use-online';
import { type LocalCompletion, PROGRESS_COLLECTION } from '../api/audio-progress';
import { useRefreshTrainingList, useStartModule } from '../api/learning';
import { trainingListQuery, trainingStatsQuery } from '../api/training-queries';
import { mergeLocalIntoSummaries, statsOf } from '../lib/local-progress';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { DownloadAllAudio } from './DownloadAllAudio';
import { ModuleCard } from './ModuleCard';

/** /training: the user's figures and module cards, kept fresh by polling, focus and visibility. */
export function TrainingPage() {
  const { t } = useTranslation('training');
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
          <Loader aria-label={t('loader')} />
          <Text fw={600}>{t('list.loading')}</Text>
          <Text c="dimmed">{t('list.loadingHint')}</Text>
        </Stack>
      </Center>
    );
  }
  if (!modules) {
    // Offline the server is not down: the modules were never saved on this device (the banner says offline).
    const message = !online ? t('list.offlineEmpty') : isApiError(list.error) && list.error.isNetwork ? t('list.backendDown') : t('list.failed');
    return <EmptyState title={t('list.title')} description={message} action={<Button onClick={() => void list.refetch()}>{t('list.tryAgain')}</Button>} />;
  }
  // Queued completions change the figures before the server knows them.
  const s = modules === list.data?.modules ? stats.data?.stats : statsOf(modules);
  return (
    <Stack gap="md">
      <Title order={2}>{t('list.title')}</Title>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <DownloadAllAudio modules={modules} />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label={t('list.stats.completed')} value={s?.completedModules ?? '–'} />
        <StatTile label={t('list.stats.inProgress')} value={s?.inProgressModules ?? '–'} />
        <StatTile label={t('list.stats.total')} value={s?.totalModules ?? '–'} />
        <StatTile label={t('list.stats.rate')} value={s ? formatPercent(s.completionRate) : '–'} />
      </SimpleGrid>
      {modules.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
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
