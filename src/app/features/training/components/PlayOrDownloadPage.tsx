import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ModuleSummary } from '@shared/contracts/training';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { EmptyState } from '@app/components/EmptyState';
import type { DownloadableModule } from '@app/offline/audio-downloads';
import { usePendingRecords } from '@app/pwa/use-outbox';
import { type LocalCompletion, PROGRESS_COLLECTION } from '../api/audio-progress';
import { moduleQuery, trainingListQuery } from '../api/training-queries';
import { mergeLocalIntoSummaries } from '../lib/local-progress';
import { useOpenModulePlayer } from '../lib/use-open-module-player';
import { DownloadAllAudio } from './DownloadAllAudio';
import { ModuleDownload } from './ModuleDownload';
import { ModuleListFallback } from './ModuleListFallback';

const STATUS_COLOR = { completed: 'green', in_progress: 'blue', not_started: 'gray' } as const;

/** The loaded details of the modules, by id (what a module's download needs: its audio files and their sizes). */
function detailsById(results: Array<{ data?: { module: DownloadableModule } }>): Map<string, DownloadableModule> {
  return new Map(results.flatMap((r) => (r.data ? [[r.data.module.id, r.data.module] as const] : [])));
}

/**
 * /playorDownload (spec part 1 §2, ADR 0059): every training module with its two ways to the audio, Listen
 * (the module's player, where the order and the progress are kept) and Download for offline; "Download all" on
 * top. The list is the one /training shows, so both screens agree on status and saved files.
 */
export function PlayOrDownloadPage() {
  const { t } = useTranslation(['training', 'enums']);
  const list = useQuery(trainingListQuery());
  const pending = usePendingRecords<LocalCompletion>(PROGRESS_COLLECTION);
  const modules = useMemo(() => (list.data ? mergeLocalIntoSummaries(list.data.modules, pending) : undefined), [list.data, pending]);
  const withAudio = (modules ?? []).filter((m) => m.totalAudioFiles > 0);
  const details = useQueries({ queries: withAudio.map((m) => moduleQuery(m.id)), combine: detailsById });
  const { open, opening } = useOpenModulePlayer();

  if (!modules) return <ModuleListFallback list={list} />;
  return (
    <Stack gap="md">
      <Title order={2}>{t('playOrDownload.title')}</Title>
      <Text c="dimmed">{t('playOrDownload.intro')}</Text>
      <DataAge updatedAt={list.dataUpdatedAt} />
      {withAudio.length === 0 ? (
        <EmptyState title={t('list.empty')} description={t('list.emptyHint')} />
      ) : (
        <>
          <DownloadAllAudio modules={withAudio} />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {withAudio.map((m) => (
              <ModuleRow key={m.id} module={m} details={details.get(m.id)} onOpen={open} busy={opening === m.id} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function ModuleRow({ module, details, onOpen, busy }: { module: ModuleSummary; details?: DownloadableModule; onOpen: (m: ModuleSummary) => void; busy: boolean }) {
  const { t } = useTranslation(['training', 'enums']);
  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-label={module.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {module.title}
          </Text>
          <Badge color={STATUS_COLOR[module.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`enums:moduleStatus.${module.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('card.audioFiles', { count: module.totalAudioFiles })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button onClick={() => onOpen(module)} loading={busy} aria-label={t('playOrDownload.listenTo', { title: module.title })}>
            {t('playOrDownload.listen')}
          </Button>
          {details && <ModuleDownload module={details} />}
        </Group>
      </Stack>
    </Card>
  );
}
