import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize, formatPercent } from '@app/i18n/format';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { useDownload } from '@app/pwa/use-downloads';
import { type DownloadableModule, downloadModule, moduleBytes, removeModuleDownload } from '@app/offline/audio-downloads';

/** "Download for offline": the size before, progress during, a Downloaded badge and Remove after. */
export function ModuleDownload({ module }: { module: DownloadableModule }) {
  const { t } = useTranslation('training');
  const row = useDownload(module.id);
  const [percent, setPercent] = useState<number | null>(null);
  const size = formatFileSize(moduleBytes(module));
  if (module.audioFiles.length === 0) return null;

  const download = async () => {
    setPercent(0);
    try {
      await downloadModule(module, setPercent);
      notifySuccess(t('download.done'));
    } catch {
      notifyFailure(t('download.failed'));
    } finally {
      setPercent(null);
    }
  };
  const remove = async () => {
    await removeModuleDownload(module.id);
    notifySuccess(t('download.removed'));
  };

  if (percent !== null) {
    return (
      <Stack gap={4} maw={320}>
        <Text size="sm">{t('download.progress', { percent: formatPercent(percent) })}</Text>
        <Progress value={percent} aria-label={t('download.progressLabel')} />
      </Stack>
    );
  }
  if (row) {
    return (
      <Group gap="xs">
        <Badge color="teal" variant="light">
          {t('download.downloaded', { size: formatFileSize(row.bytes) })}
        </Badge>
        <Button size="xs" variant="subtle" color="red" onClick={() => void remove()}>
          {t('download.remove')}
        </Button>
      </Group>
    );
  }
  return (
    <Button size="xs" variant="light" onClick={() => void download()}>
      {t('download.action', { size })}
    </Button>
  );
}
