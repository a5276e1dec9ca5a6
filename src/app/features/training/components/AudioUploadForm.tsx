import { Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { AUDIO_ACCEPT, looksLikeAudio, MAX_AUDIO_BYTES } from '@shared/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '@app/lib/notify';
import { useUploadFile } from '../api/audio-files';

/** One audio file at a time: refused before sending when not audio or over 50MB; progress while it uploads. */
export function AudioUploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { t } = useTranslation('training');
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useUploadFile();

  const pick = (picked: File | null) => {
    if (picked && !looksLikeAudio(picked)) return notifyFailure(t('files.invalidType'));
    if (picked && picked.size > MAX_AUDIO_BYTES) return notifyFailure(t('files.tooLarge'));
    setFile(picked);
  };

  const send = async () => {
    if (!file) return;
    setPercent(0);
    try {
      await upload.mutateAsync({ file, onProgress: setPercent });
      setFile(null);
      onUploaded();
    } catch {
      // Toasted by the mutation; the chosen file stays for another try.
    } finally {
      setPercent(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <FileInput label={t('files.audioFile')} placeholder={t('files.choose')} accept={AUDIO_ACCEPT} value={file} onChange={pick} clearable disabled={percent !== null} />
        {percent !== null && (
          <Stack gap={4}>
            <Text size="sm">{t('files.uploading')}</Text>
            <Progress value={percent} aria-label={t('files.uploadProgress')} />
          </Stack>
        )}
        <Group>
          <Button onClick={() => void send()} disabled={!file} loading={percent !== null}>
            {t('files.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
