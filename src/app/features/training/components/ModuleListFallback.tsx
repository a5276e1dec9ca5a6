import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@app/components/EmptyState';
import { isApiError } from '@app/lib/api-error';
import { useOnline } from '@app/pwa/use-online';

/**
 * What a screen of the module list (/training, /playorDownload) shows while the list is not there: loading, or
 * why not. A load paused offline (nothing saved) is not loading: it says what is missing instead of spinning.
 */
export function ModuleListFallback({ list }: { list: Pick<UseQueryResult, 'isPending' | 'fetchStatus' | 'error' | 'refetch'> }) {
  const { t } = useTranslation('training');
  const online = useOnline();
  if (list.isPending && list.fetchStatus !== 'paused') {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label={t('loader')} />
          <Text fw={600}>{t('list.loading')}</Text>
          <Text c="dimmed">{t('list.loadingHint')}</Text>
        </Stack>
      </Center>
    );
  }
  // Offline the server is not down: the modules were never saved on this device (the banner says offline).
  const message = !online ? t('list.offlineEmpty') : isApiError(list.error) && list.error.isNetwork ? t('list.backendDown') : t('list.failed');
  return <EmptyState title={t('list.title')} description={message} action={<Button onClick={() => void list.refetch()}>{t('list.tryAgain')}</Button>} />;
}
