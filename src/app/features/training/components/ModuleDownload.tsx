import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { formatFileSize } from '../../../i18n/format';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDownload } from '../../../pwa/use-downloads';
import { type DownloadableModule, downloadModule, moduleBytes, removeModuleDownload } from '../../../offline/audio-downloads';

/** "Download for offline": the size before, progress during, a Downloaded badge and Remove after. */
export function ModuleDownload({ module }: { module: DownloadableModule }) {
  const row = useDownload(module.id);
  const [percent, setPercent] = useState<number | null>(null);
  const size = formatFileSize(moduleBytes(module));
  if (module.audioFiles.length === 0) return null;

  const download = async () => {
    setPercent(0);
    try {
      await downloadModule(module, setPercent);
      notifySuccess('Module downloaded for offline listening');
    } catch {
      notifyFailure('Download failed. Please try again.');
    } finally {
      setPercent(null);
    }
  };
  const remove = async () => {
    await removeModuleDownload(module.id);
    notifySuccess('Offline copy removed');
  };

  if (percent !== null) {
    return (
      <Stack gap={4} maw={320}>
        <Text size="sm">Downloading… {percent}%</Text>
        <Progress value={percent} aria-label="Download progress" />
      </Stack>
    );
  }
  if (row) {
    return (
      <Group gap="xs">
        <Badge color="teal" variant="light">
          Downloaded ({formatFileSize(row.bytes)})
        </Badge>
        <Button size="xs" variant="subtle" color="red" onClick={() => void remove()}>
          Remove download
        </Button>
      </Group>
    );
  }
  return (
    <Button size="xs" variant="light" onClick={() => void download()}>
      Download for offline ({size})
    </Button>
  );
}
