import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { formatFileSize } from '@app/i18n/format';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { requestPersistence, type StorageStatus, storageStatus } from '@app/offline/storage';
import { useDownloads } from '@app/pwa/use-downloads';

/** Storage used and available, whether the browser promised to keep it, and the space of offline modules. */
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
        <Group gap="xs" wrap="wrap">
          <Text size="sm">{t('storage.persistent')}</Text>
          {status?.persisted === true ? (
            <Badge color="green">{t('storage.granted')}</Badge>
          ) : (
            <>
              <Badge color={status?.persisted === false ? 'orange' : 'gray'}>{status?.persisted === false ? t('storage.notGranted') : t('storage.unknown')}</Badge>
              <Button size="xs" variant="light" onClick={ask} loading={asking}>
                {t('storage.keep')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
