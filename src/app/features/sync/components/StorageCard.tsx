import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatFileSize } from '../../../i18n/format';
import { useCallback, useEffect, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { requestPersistence, type StorageStatus, storageStatus } from '../../../offline/storage';
import { useDownloads } from '../../../pwa/use-downloads';

/** Storage used and available, whether the browser promised to keep it, and the space of offline modules. */
export function StorageCard() {
  const [status, setStatus] = useState<StorageStatus | null>(null);
  const [asking, setAsking] = useState(false);
  const downloads = useDownloads();
  const refresh = useCallback(() => void storageStatus().then(setStatus), []);
  useEffect(refresh, [refresh]);
  const downloadedBytes = (downloads ?? []).reduce((sum, d) => sum + d.bytes, 0);

  const ask = async () => {
    setAsking(true);
    const granted = await requestPersistence();
    setAsking(false);
    refresh();
    if (granted) notifySuccess('Persistent storage granted');
    else notifyFailure('The browser did not grant persistent storage. Installing the app usually helps.');
  };

  const used = status?.usage ?? null;
  const quota = status?.quota ?? null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Storage on this device
        </Title>
        {used !== null && quota ? (
          <>
            <Progress value={Math.min(100, (used / quota) * 100)} aria-label="Storage used" />
            <Text size="sm">
              {formatFileSize(used)} used of {formatFileSize(quota)} available
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            This browser does not report storage usage.
          </Text>
        )}
        <Text size="sm">
          Downloaded training modules: {formatFileSize(downloadedBytes)} ({downloads?.length ?? 0} module{downloads?.length === 1 ? '' : 's'})
        </Text>
        <Group gap="xs" wrap="wrap">
          <Text size="sm">Persistent storage:</Text>
          {status?.persisted === true ? (
            <Badge color="green">Granted</Badge>
          ) : (
            <>
              <Badge color={status?.persisted === false ? 'orange' : 'gray'}>{status?.persisted === false ? 'Not granted' : 'Unknown'}</Badge>
              <Button size="xs" variant="light" onClick={ask} loading={asking}>
                Keep my data on this device
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
