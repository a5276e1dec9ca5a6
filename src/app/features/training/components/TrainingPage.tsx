import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';
import { DataAge } from '@app/components/DataAge';
import { EmptyState } from '@app/components/EmptyState';
import { StatTile } from '@app/components/StatTile';
import { usePendingRecords } from '@app/pwa/use-outbox';
import { type LocalCompletion, PROGRESS_COLLECTION } from '../api/audio-progress';
import { useRefreshTrainingList } from '../api/learning';
import { trainingListQuery, trainingStatsQuery } from '../api/training-queries';
import { mergeLocalIntoSummaries, statsOf } from '../lib/local-progress';
import { useLiveRefresh } from '../lib/use-live-refresh';
import { useOpenModulePlayer } from '../lib/use-open-module-player';
import { DownloadAllAudio } from './DownloadAllAudio';
import { ModuleCard } from './ModuleCard';
import { ModuleListFallback } from './ModuleListFallback';

/** /training: the user's figures and module cards, kept fresh by polling, focus and visibility. */
export function TrainingPage() {
  const { t } = useTranslation('training');
  const list = useQuery({ ...trainingListQuery(), notifyOnChangeProps: ['data', 'error'] });
  const stats = useQuery({ ...trainingStatsQuery(), notifyOnChangeProps: ['data'] });
  const pending = usePendingRecords<LocalCompletion>(PROGRESS_COLLECTION);
  const modules = useMemo(() => (list.data ? mergeLocalIntoSummaries(list.data.modules, pending) : undefined), [list.data, pending]);

  useLiveRefresh(useRefreshTrainingList());
  const { open, opening } = useOpenModulePlayer();

  if (!modules || (list.isPending && list.fetchStatus !== 'paused')) return <ModuleListFallback list={list} />;
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
