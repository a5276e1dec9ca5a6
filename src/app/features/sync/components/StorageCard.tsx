import { Alert, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { formatFileSize } from '@app/i18n/format';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { isSpaceShort, requestPersistence, type StorageStatus, storageStatus } from '@app/offline/storage';
import { useDownloads } from '@app/pwa/use-downloads';

/**
 * Storage used and available and the space of offline modules; when space runs short (and only then), a plain
 * warning that the phone may delete the app's data, with the request to keep it.
 */
export function StorageCard() {
  const { t } = useTranslation('sync');
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
    if (granted) notifySuccess(t('storage.grantedToast'));
    else notifyFailure(t('storage.refused'));
  };

  const used = status?.usage ?? null;
  const quota = status?.quota ?? null;
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('storage.title')}
        </Title>
        {used !== null && quota ? (
          <>
            <Progress value={Math.min(100, (used / quota) * 100)} aria-label={t('storage.used')} />
            <Text size="sm">
              {t('storage.usedOf', { used: formatFileSize(used), quota: formatFileSize(quota) })}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('storage.unknownUsage')}
          </Text>
        )}
        <Text size="sm">
          {t('storage.downloads', { size: formatFileSize(downloadedBytes), count: downloads?.length ?? 0 })}
        </Text>
        {/* Only when space is short: then the phone may delete the app's data, and asking to keep it helps. */}
        {status && isSpaceShort(status) && status.persisted !== true && (
          <Alert color="yellow" variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('storage.lowSpace')}</Text>
              <Button size="xs" variant="light" onClick={ask} loading={asking}>
                {t('storage.keep')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
