import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { formatAgo, useNow } from '../../../components/DataAge';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { countDependents, discardEntry, type OutboxEntry, syncNow } from '../../../offline/outbox';
import { useOnline } from '../../../pwa/use-online';
import { useOutboxEntries, useOutboxSummary, useSyncState } from '../../../pwa/use-outbox';
import { EditEntryModal } from './EditEntryModal';
import { EntryCard } from './EntryCard';
import { InstallCard } from './InstallCard';
import { StorageCard } from './StorageCard';

const OUTCOME_TEXT: Record<string, string> = {
  offline: 'You are offline. Changes will sync when you are back online.',
  retry: 'The server could not be reached. Another attempt will follow automatically.',
  busy: 'Another tab of the app is syncing right now.',
};

/** The Sync page: what waits on this device, what needs attention, storage and installation. */
export function SyncPage() {
  const entries = useOutboxEntries();
  const summary = useOutboxSummary();
  const state = useSyncState();
  const online = useOnline();
  const now = useNow();
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  const [discarding, setDiscarding] = useState<{ entry: OutboxEntry; dependents: number } | null>(null);
  const [busy, setBusy] = useState(false);

  const runSync = async () => {
    const outcome = await syncNow();
    if (outcome === 'done') notifySuccess('Sync complete');
    else if (OUTCOME_TEXT[outcome]) notifyFailure(OUTCOME_TEXT[outcome]);
  };

  const confirmDiscard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardEntry(discarding.entry.id);
      notifySuccess('Change discarded');
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  };

  const attention = (entries ?? []).filter((e) => e.status === 'needs_attention');
  const queued = (entries ?? []).filter((e) => e.status !== 'needs_attention');
  const renderList = (list: OutboxEntry[]) => (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((e) => (
        <EntryCard
          key={e.id}
          entry={e}
          onEdit={setEditing}
          onDiscard={(entry) => void countDependents(entry.id).then((dependents) => setDiscarding({ entry, dependents }))}
        />
      ))}
    </Stack>
  );

  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        Sync
      </Title>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Badge color={online ? 'green' : 'orange'}>{online ? 'Online' : 'Offline'}</Badge>
            <Text size="sm">{summary.waiting} waiting</Text>
            <Text size="sm">· {summary.needsAttention} need{summary.needsAttention === 1 ? 's' : ''} attention</Text>
            <Text size="sm">· Last successful sync: {summary.lastSuccessAt ? formatAgo(summary.lastSuccessAt, now) : 'never'}</Text>
          </Group>
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

      <Title order={2} size="h4">
        Needs attention ({attention.length})
      </Title>
      {attention.length ? renderList(attention) : <Text c="dimmed">Nothing needs your attention.</Text>}

      <Title order={2} size="h4">
        Waiting to sync ({queued.length})
      </Title>
      {entries && queued.length === 0 ? (
        <EmptyState title="Everything is synced" description="Changes you make without signal will wait here until they reach the server." />
      ) : (
        renderList(queued)
      )}

      <StorageCard />
      <InstallCard />

      {editing && <EditEntryModal entry={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={discarding !== null}
        title="Discard change"
        message={
          discarding
            ? `Discard "${discarding.entry.label}"? It will never reach the server${discarding.dependents ? `, and ${discarding.dependents} change${discarding.dependents === 1 ? '' : 's'} that depend${discarding.dependents === 1 ? 's' : ''} on it will be discarded too` : ''}.`
            : ''
        }
        confirmLabel="Discard"
        danger
        busy={busy}
        onConfirm={() => void confirmDiscard().catch((err: Error) => notifyFailure(err.message))}
        onCancel={() => setDiscarding(null)}
      />
    </Stack>
  );
}
