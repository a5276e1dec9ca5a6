import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { audioUrl } from '@shared/audio-url';
import type { AgentAudio } from '@shared/contracts/training';
import { formatDuration, formatFileSize } from '@shared/format';
import { useEffect, useRef, useState } from 'react';

/** Progress is saved at most this often while playing (spec part 2 §9). */
export const PROGRESS_EVERY_MS = 3_000;

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
  const player = useRef<HTMLAudioElement>(null);
  const [ended, setEnded] = useState(false);
  const listened = useRef(0);
  const lastTime = useRef<number | null>(null);
  const lastSave = useRef(0);
  const completed = audio.progress?.isCompleted === true;

  const flush = () => {
    const seconds = Math.floor(listened.current);
    if (seconds < 1) return;
    listened.current -= seconds;
    lastSave.current = Date.now();
    onProgress(audio, seconds, player.current?.currentTime ?? 0);
  };

  const onTimeUpdate = () => {
    const el = player.current;
    if (!el || el.paused) return;
    if (lastTime.current !== null) {
      const step = el.currentTime - lastTime.current;
      // Only real listening counts: seeking jumps further than a timeupdate interval.
      if (step > 0 && step < 2) listened.current += step;
    }
    lastTime.current = el.currentTime;
    if (Date.now() - lastSave.current >= PROGRESS_EVERY_MS) flush();
  };

  // Time listened since the last save is not lost when the user leaves the page mid-audio.
  const flushOnLeave = useRef(flush);
  flushOnLeave.current = flush;
  useEffect(() => () => flushOnLeave.current(), []);

  const button = completed ? (
    <Button disabled variant="light" color="green">
      Completed
    </Button>
  ) : ended ? (
    <Button
      loading={completing}
      onClick={() => {
        const seconds = Math.floor(listened.current);
        listened.current -= seconds;
        onComplete(audio, seconds, player.current?.duration || audio.duration || 0);
      }}
    >
      Mark as Complete
    </Button>
  ) : (
    <Button disabled variant="default">
      Listen to the end first
    </Button>
  );

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            Audio {index + 1}
          </Title>
          <Group gap={4}>
            {!audio.isUnlocked && <Badge color="gray">Locked</Badge>}
            {completed && <Badge color="green">Completed</Badge>}
          </Group>
        </Group>
        {audio.description && <Text size="sm">{audio.description}</Text>}
        {audio.isUnlocked ? (
          <audio
            ref={player}
            controls
            preload="metadata"
            src={audioUrl(audio.audioFileUrl)}
            style={{ width: '100%' }}
            aria-label={`Audio ${index + 1}`}
            onPlay={() => {
              lastTime.current = player.current?.currentTime ?? null;
              onFirstPlay();
            }}
            onPause={flush}
            onSeeking={() => (lastTime.current = null)}
            onTimeUpdate={onTimeUpdate}
            onEnded={() => {
              setEnded(true);
              flush();
            }}
            onError={() => onLoadError(index)}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Complete the previous audio to unlock this one
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
