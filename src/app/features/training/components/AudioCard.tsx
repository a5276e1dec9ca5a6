import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { audioUrl } from '@shared/audio-url';
import type { AgentAudio } from '@shared/contracts/training';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { formatDuration, formatFileSize } from '@app/i18n/format';
import { useSaveData } from '@app/pwa/use-save-data';
import { useListening } from '../lib/use-listening';

export interface AudioCardProps {
  audio: AgentAudio;
  index: number;
  isAdmin: boolean;
  completing: boolean;
  onFirstPlay: () => void;
  onProgress: (audio: AgentAudio, seconds: number, position: number) => void;
  onComplete: (audio: AgentAudio, seconds: number, position: number) => void;
  onLoadError: (index: number) => void;
}

/**
 * One audio of a module: the player when unlocked, and for non-admins the completion button, enabled only
 * after the audio played to its end during this visit (or already complete when the page loaded).
 */
export function AudioCard({ audio, index, isAdmin, completing, onFirstPlay, onProgress, onComplete, onLoadError }: AudioCardProps) {
  const { t } = useTranslation('training');
  const text = useContentText();
  const saveData = useSaveData();
  const [ended, setEnded] = useState(false);
  const { player, handlers, take } = useListening((seconds, position) => onProgress(audio, seconds, position));
  const completed = audio.progress?.isCompleted === true;

  const button = completed ? (
    <Button disabled variant="light" color="green">
      {t('audio.completed')}
    </Button>
  ) : ended ? (
    <Button
      loading={completing}
      onClick={() => onComplete(audio, take(), player.current?.duration || audio.duration || 0)}
    >
      {t('audio.markComplete')}
    </Button>
  ) : (
    <Button disabled variant="default">
      {t('audio.listenFirst')}
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {t('audio.title', { n: index + 1 })}
          </Title>
          <Group gap={4}>
            {!audio.isUnlocked && <Badge color="gray">{t('audio.locked')}</Badge>}
            {completed && <Badge color="green">{t('audio.completed')}</Badge>}
          </Group>
        </Group>
        {audio.description && <Text size="sm">{text(audio.description, audio.descriptionSw)}</Text>}
        {audio.isUnlocked ? (
          <audio
            ref={player}
            controls
            // Save data on mobile data: no byte is fetched before the agent taps play.
            preload={saveData.holding ? 'none' : 'metadata'}
            src={audioUrl(audio.audioFileUrl)}
            style={{ width: '100%' }}
            aria-label={t('audio.title', { n: index + 1 })}
            {...handlers}
            onPlay={() => {
              handlers.onPlay();
              onFirstPlay();
            }}
            onEnded={() => {
              setEnded(true);
              handlers.onEnded();
            }}
            onError={() => onLoadError(index)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('audio.unlockHint')}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatFileSize(audio.fileSize)}
          {audio.duration ? ` · ${formatDuration(audio.duration)}` : ''}
        </Text>
        {!isAdmin && audio.isUnlocked && button}
      </Stack>
    </Card>
  );
}
