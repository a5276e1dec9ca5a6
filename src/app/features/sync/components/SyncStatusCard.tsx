import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useNow } from '../../../components/DataAge';
import { formatAgo } from '../../../i18n/format';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { syncNow } from '../../../offline/outbox';
import { useOnline } from '../../../pwa/use-online';
import { useOutboxSummary, useSyncState } from '../../../pwa/use-outbox';

const OUTCOME_TEXT: Record<string, string> = {
  offline: 'You are offline. Changes will sync when you are back online.',
  retry: 'The server could not be reached. Another attempt will follow automatically.',
};

/** Online or not, what waits, the last successful sync, progress while syncing, and "Sync now". */
export function SyncStatusCard() {
  const summary = useOutboxSummary();
  const state = useSyncState();
  const online = useOnline();
  const now = useNow();
  const runSync = async () => {
    const outcome = await syncNow();
    if (outcome === 'done') notifySuccess('Sync complete');
    else if (OUTCOME_TEXT[outcome]) notifyFailure(OUTCOME_TEXT[outcome]);
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge color={online ? 'green' : 'orange'}>{online ? 'Online' : 'Offline'}</Badge>
          <Text size="sm">{summary.waiting} waiting</Text>
          <Text size="sm">· {summary.needsAttention} need{summary.needsAttention === 1 ? 's' : ''} attention</Text>
          <Text size="sm">· Last successful sync: {summary.lastSuccessAt ? formatAgo(summary.lastSuccessAt, now) : 'never'}</Text>
        </Group>
        {state.busyElsewhere && (
          <Text size="sm" role="status">
            Another tab of the app is syncing; this one follows right after.
          </Text>
        )}
        {!state.syncing && state.nextRetryAt !== null && summary.waiting > 0 && (
          <Text size="sm">Next attempt at {new Date(state.nextRetryAt).toLocaleTimeString()} (or press Sync now).</Text>
        )}
        {state.syncing && state.total > 0 && (
          <Stack gap={4}>
            <Progress value={(state.done / state.total) * 100} aria-label="Sync progress" animated />
            <Text size="sm" role="status">
              Syncing {Math.min(state.done, state.total)} of {state.total}
            </Text>
          </Stack>
        )}
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void runSync()} loading={state.syncing} w="fit-content">
          Sync now
        </Button>
      </Stack>
    </Card>
  );
}
