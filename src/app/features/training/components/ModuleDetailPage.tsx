import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { AgentAudio } from '@shared/contracts/training';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { DataAge } from '../../../components/DataAge';
import { EmptyState } from '../../../components/EmptyState';
import { isApiError } from '../../../lib/api-error';
import { notifyFailure } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { type LocalCompletion, PROGRESS_COLLECTION, queueProgress, useCompleteAudio } from '../api/audio-progress';
import { useOpenModule } from '../api/learning';
import { moduleQuery } from '../api/training-queries';
import { mergeLocalCompletions } from '../lib/local-progress';
import { AudioCard } from './AudioCard';
import { ModuleDownload } from './ModuleDownload';

const backLink = (
  <Button component={Link} to="/training" variant="subtle" px={0} style={{ alignSelf: 'flex-start' }}>
    ← Back to Training
  </Button>
);

/** /training/module/{moduleId}: the audio in order, the lock rule with local completions merged in. */
export function ModuleDetailPage({ moduleId }: { moduleId: string }) {
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

  const onLoadError = useCallback((index: number) => notifyFailure(`Failed to load audio file ${index + 1}. Please try again.`), []);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!module) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <EmptyState
        title={notFound ? 'Module not found' : 'Failed to load module details'}
        action={
          <Button component={Link} to="/training">
            Back to Training
          </Button>
        }
      />
    );
  }
  return (
    <Stack gap="md">
      {backLink}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={2}>{module.title}</Title>
        <Badge variant="light">{module.audioFiles.length} Audio Files</Badge>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      {module.description && <Text c="dimmed">{module.description}</Text>}
      <ModuleDownload module={module} />
      {module.audioFiles.length === 0 ? (
        <Text c="dimmed">No audio files available for this module.</Text>
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
