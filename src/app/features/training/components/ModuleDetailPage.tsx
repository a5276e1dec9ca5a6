import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgentAudio } from '@shared/contracts/training';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { i18n } from '@app/i18n/i18n';
import { DataAge } from '@app/components/DataAge';
import { EmptyState } from '@app/components/EmptyState';
import { isApiError } from '@app/lib/api-error';
import { notifyFailure } from '@app/lib/notify';
import { useSession } from '@app/lib/use-session';
import { usePendingRecords } from '@app/pwa/use-outbox';
import { type LocalCompletion, PROGRESS_COLLECTION, queueProgress, useCompleteAudio } from '../api/audio-progress';
import { useOpenModule } from '../api/learning';
import { moduleQuery } from '../api/training-queries';
import { mergeLocalCompletions } from '../lib/local-progress';
import { AudioCard } from './AudioCard';
import { ModuleDownload } from './ModuleDownload';

/** /training/module/{moduleId}: the audio in order, the lock rule with local completions merged in. */
export function ModuleDetailPage({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('training');
  const text = useContentText();
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const query = useQuery(moduleQuery(moduleId));
  const pending = usePendingRecords<LocalCompletion>(PROGRESS_COLLECTION);
  const complete = useCompleteAudio(moduleId);
  const { mutate: startModule } = useOpenModule();
  const started = useRef(false);

  const registerStart = useCallback(() => {
    if (started.current) return;
    started.current = true;
    startModule(moduleId);
  }, [moduleId, startModule]);

  useEffect(registerStart, [registerStart]);

  const module = useMemo(() => (query.data ? mergeLocalCompletions(query.data.module, pending, isAdmin) : undefined), [query.data, pending, isAdmin]);

  const onProgress = useCallback(
    (audio: AgentAudio, seconds: number, position: number) => {
      queueProgress({ moduleId, audio, timeSpentSeconds: seconds, lastPlayedPosition: position }).catch(() => undefined);
    },
    [moduleId],
  );

  const onComplete = useCallback(
    (audio: AgentAudio, seconds: number, position: number) => {
      if (!module) return;
      const earlier = pending.filter((p) => p.record.moduleId === moduleId).map((p) => p.entryId);
      complete.mutate({ audio, audioFiles: module.audioFiles, timeSpentSeconds: seconds, lastPlayedPosition: position, earlier });
    },
    [complete, module, moduleId, pending],
  );

  const onLoadError = useCallback((index: number) => notifyFailure(i18n.t('training:module.audioLoadFailed', { n: index + 1 })), []);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loader')} />
      </Center>
    );
  }
  if (!module) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        title={notFound ? t('module.notFound') : t('module.failed')}
        action={
          <Button component={Link} to="/training">
            {t('module.backPlain')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <Button component={Link} to="/training" variant="subtle" px={0} style={{ alignSelf: 'flex-start' }}>
        {t('module.back')}
      </Button>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2}>{text(module.title, module.titleSw)}</Title>
        <Badge variant="light">{t('module.audioCount', { count: module.audioFiles.length })}</Badge>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      {module.description && <Text c="dimmed">{text(module.description, module.descriptionSw)}</Text>}
      <ModuleDownload module={module} />
      {module.audioFiles.length === 0 ? (
        <Text c="dimmed">{t('module.noAudio')}</Text>
      ) : (
        module.audioFiles.map((audio, i) => (
          <AudioCard
            key={audio.id}
            audio={audio}
            index={i}
            isAdmin={isAdmin}
            completing={complete.isPending && complete.variables?.audio.id === audio.id}
            onFirstPlay={registerStart}
            onProgress={onProgress}
            onComplete={onComplete}
            onLoadError={onLoadError}
          />
        ))
      )}
    </Stack>
  );
}
