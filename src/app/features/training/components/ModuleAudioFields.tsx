import { Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { AUDIO_ACCEPT } from '@shared/contracts/files';
import type { AdminModule } from '@shared/contracts/training';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '@app/i18n/format';
import { notifyFailure } from '@app/lib/notify';
import { checkModuleFiles } from '../lib/audio-checks';
import { AudioTitleFields, type AudioTitleInput, NO_TITLE } from './AudioTitleFields';

type StoredAudio = AdminModule['audioFiles'][number];

interface ModuleAudioFieldsProps {
  /** The module's audio that stays (Remove takes effect only when the form is saved). */
  kept: StoredAudio[];
  onKeptChange: (kept: StoredAudio[]) => void;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Each audio's title, by the kept audio's id or the new file. */
  titles: ReadonlyMap<string | File, AudioTitleInput>;
  onTitleChange: (audio: string | File, title: AudioTitleInput) => void;
  busy: boolean;
}

/** The module form's audio: existing files with Remove, the upload button, and new files with Remove; each with its title. */
export function ModuleAudioFields({ kept, onKeptChange, files, onFilesChange, titles, onTitleChange, busy }: ModuleAudioFieldsProps) {
  const { t } = useTranslation('training');
  const addFiles = (picked: File[]) => {
    const { accepted, messages } = checkModuleFiles(picked);
    messages.forEach((m) => notifyFailure(m));
    onFilesChange([...files, ...accepted]);
  };
  return (
    <>
      {kept.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('form.existing')}
          </Text>
          {kept.map((a, i) => (
            <Stack key={a.id} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {t('form.existingLine', { n: i + 1, name: a.originalName, size: formatFileSize(a.fileSize) })}
                </Text>
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => onKeptChange(kept.filter((x) => x.id !== a.id))}>
                  {t('form.remove')}
                </Button>
              </Group>
              <AudioTitleFields n={i + 1} value={titles.get(a.id) ?? NO_TITLE} onChange={(title) => onTitleChange(a.id, title)} disabled={busy} />
            </Stack>
          ))}
        </Stack>
      )}
      <Stack gap={4}>
        <FileButton onChange={addFiles} accept={AUDIO_ACCEPT} multiple>
          {(props) => (
            <Button variant="light" {...props} disabled={busy}>
              {t('form.upload')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('form.uploadHint')}
        </Text>
      </Stack>
      {files.map((f, i) => (
        <Stack key={`${f.name}-${i}`} gap={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {t('form.newLine', { name: f.name, size: formatFileSize(f.size) })}
            </Text>
            <CloseButton aria-label={t('form.removeFile', { name: f.name })} onClick={() => onFilesChange(files.filter((_, j) => j !== i))} disabled={busy} />
          </Group>
          <AudioTitleFields n={kept.length + i + 1} value={titles.get(f) ?? NO_TITLE} onChange={(title) => onTitleChange(f, title)} disabled={busy} />
        </Stack>
      ))}
    </>
  );
}
