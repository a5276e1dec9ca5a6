import { Stack, Text, Title } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { countDependents, discardEntry, type OutboxEntry } from '../../../offline/outbox';
import { useOutboxEntries } from '../../../pwa/use-outbox';
import { EditEntryModal } from './EditEntryModal';
import { EntryCard } from './EntryCard';
import { InstallCard } from './InstallCard';
import { StorageCard } from './StorageCard';
import { SyncStatusCard } from './SyncStatusCard';

interface Discarding {
  entry: OutboxEntry;
  dependents: number;
}

const discardQuestion = ({ entry, dependents }: Discarding) =>
  `Discard "${entry.label}"? It will never reach the server${dependents ? `, and ${dependents} change${dependents === 1 ? '' : 's'} that depend${dependents === 1 ? 's' : ''} on it will be discarded too` : ''}.`;

/** A record's own form opened on a queued entry ("Edit and resend"), by entry kind; the route supplies them. */
export type EntryEditors = Record<string, ComponentType<{ entry: OutboxEntry; onClose: () => void }>>;

/**
 * The Sync page: what waits on this device, what needs attention, storage and installation. An entry whose kind
 * has a form in `editors` is corrected in that form; the others in the plain field view.
 */
export function SyncPage({ editors }: { editors: EntryEditors }) {
  const entries = useOutboxEntries();
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  const [discarding, setDiscarding] = useState<Discarding | null>(null);
  const [busy, setBusy] = useState(false);

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
      <SyncStatusCard />
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
      {editing && <EntryEditor editors={editors} entry={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={discarding !== null}
        title="Discard change"
        message={discarding ? discardQuestion(discarding) : ''}
        confirmLabel="Discard"
        danger
        busy={busy}
        onConfirm={() => void confirmDiscard().catch((err: Error) => notifyFailure(err.message))}
        onCancel={() => setDiscarding(null)}
      />
    </Stack>
  );
}

function EntryEditor({ editors, entry, onClose }: { editors: EntryEditors; entry: OutboxEntry; onClose: () => void }) {
  const Form = editors[entry.kind];
  return Form ? <Form entry={entry} onClose={onClose} /> : <EditEntryModal entry={entry} onClose={onClose} />;
}
