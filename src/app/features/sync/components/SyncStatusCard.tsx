import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNow } from '@app/components/DataAge';
import { useTranslation } from 'react-i18next';
import { formatAgo, formatTime } from '@app/i18n/format';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { syncNow } from '@app/offline/outbox';
import { useOnline } from '@app/pwa/use-online';
import { useOutboxSummary, useSyncState } from '@app/pwa/use-outbox';

const OFFLINE_HINT_ID = 'sync-now-offline-hint';

/** Online or not, what waits, the last successful sync, progress while syncing, and "Sync now". */
export function SyncStatusCard() {
  const { t } = useTranslation('sync');
  const summary = useOutboxSummary();
  const state = useSyncState();
  const online = useOnline();
  const now = useNow();
  const runSync = async () => {
    const outcome = await syncNow();
    if (outcome === 'done') notifySuccess(t('status.done'));
    else if (outcome === 'offline') notifyFailure(t('status.outcomeOffline'));
    else if (outcome === 'retry') notifyFailure(t('status.outcomeRetry'));
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color={online ? 'green' : 'orange'}>{online ? t('status.online') : t('status.offline')}</Badge>
          <Text size="sm">{t('status.waiting', { count: summary.waiting })}</Text>
          <Text size="sm">{t('status.needsAttention', { count: summary.needsAttention })}</Text>
          <Text size="sm">{summary.lastSuccessAt ? t('status.lastSuccess', { ago: formatAgo(summary.lastSuccessAt, now) }) : t('status.never')}</Text>
        </Group>
        {state.busyElsewhere && (
          <Text size="sm" role="status">
            {t('status.busyElsewhere')}
          </Text>
        )}
        {!state.syncing && state.nextRetryAt !== null && summary.waiting > 0 && (
          <Text size="sm">{t('status.nextAttempt', { time: formatTime(state.nextRetryAt) })}</Text>
        )}
        {state.syncing && state.total > 0 && (
          <Stack gap={4}>
            {/* Plain, not striped: moving stripes repaint the page every frame of a drain, a third of a slow phone's main thread (ADR 0070). */}
            <Progress value={(state.done / state.total) * 100} aria-label={t('status.progress')} />
            <Text size="sm" role="status">
              {t('status.syncing', { done: Math.min(state.done, state.total), total: state.total })}
            </Text>
          </Stack>
        )}
        {/* Offline there is nothing "Sync now" could do: it is off, and says why and what will happen instead. */}
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void runSync()}
          loading={state.syncing}
          disabled={!online}
          aria-describedby={online ? undefined : OFFLINE_HINT_ID}
          w="fit-content"
        >
          {t('status.syncNow')}
        </Button>
        {!online && (
          <Text id={OFFLINE_HINT_ID} size="sm" c="dimmed">
            {t('status.offlineHint')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
