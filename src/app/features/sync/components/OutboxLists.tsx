import { Button, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@app/components/ConfirmDialog';
import { EmptyState } from '@app/components/EmptyState';
import { textOr } from '@app/i18n/entry-text';
import { notifyFailure, notifySuccess } from '@app/lib/notify';
import { countDependents, discardEntry, type OutboxEntry, redateEntry } from '@app/offline/outbox';
import { useOutboxPage } from '@app/pwa/use-outbox';
import { EntryCard } from './EntryCard';
import type { EntryEditors } from './SyncPage';
import { EditEntryModal } from './EditEntryModal';

/**
 * Cards read and drawn per list at first, and added per tap on "Show more". A long queue drains one entry at a
 * time and every settled entry reads and redraws the lists: 300 cards on a slow phone held the main thread long
 * enough to make a drain with this page open ~8× slower than from the dashboard (issue 33).
 */
const SHOWN_AT_FIRST = 20;
const SHOWN_PER_TAP = 50;

interface Discarding {
  entry: OutboxEntry;
  dependents: number;
}

/**
 * The Sync page's two lists (what needs attention, what waits) with their counts, from one live read, and the
 * dialogs they open. A component of its own so that an entry settling redraws these lists, not the whole page
 * (ADR 0070).
 */
export function OutboxLists({ editors }: { editors: EntryEditors }) {
  const { t } = useTranslation('sync');
  const [shown, setShown] = useState(SHOWN_AT_FIRST);
  const page = useOutboxPage(shown);
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  const [discarding, setDiscarding] = useState<Discarding | null>(null);
  const [busy, setBusy] = useState(false);
  const redate = useCallback(
    (entry: OutboxEntry) =>
      void redateEntry(entry.id).then(
        () => notifySuccess(t('entry.datedNow')),
        (err: Error) => notifyFailure(err.message),
      ),
    [t],
  );
  const askDiscard = useCallback((entry: OutboxEntry) => void countDependents(entry.id).then((dependents) => setDiscarding({ entry, dependents })), []);

  const confirmDiscard = async () => {
    if (!discarding) return;
    setBusy(true);
    try {
      await discardEntry(discarding.entry.id);
      notifySuccess(t('discard.done'));
    } finally {
      setBusy(false);
      setDiscarding(null);
    }
  };

  const attention = page?.attention ?? [];
  const attentionTotal = page?.attentionTotal ?? 0;
  const queued = page?.waiting ?? [];
  const waitingTotal = page?.waitingTotal ?? 0;
  const discardQuestion = ({ entry, dependents }: Discarding) => {
    const label = textOr(entry.text, entry.label);
    return dependents ? t('discard.questionDependents', { label, count: dependents }) : t('discard.question', { label });
  };
  /** `total`: the list's length in the queue, of which the page read the first `shown`. */
  const renderList = (list: OutboxEntry[], total: number) => (
    <>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((e) => (
          <EntryCard key={e.id} entry={e} onEdit={setEditing} onDiscard={askDiscard} onRedate={redate} />
        ))}
      </Stack>
      {total > shown && (
        <Button variant="default" size="md" onClick={() => setShown((n) => n + SHOWN_PER_TAP)}>
          {t('showMore', { count: Math.min(SHOWN_PER_TAP, total - shown), total: total - shown })}
        </Button>
      )}
    </>
  );

  return (
    <>
      <Title order={2} size="h4">
        {t('needsAttention', { count: attentionTotal })}
      </Title>
      {attention.length ? renderList(attention, attentionTotal) : <Text c="dimmed">{t('nothingNeedsAttention')}</Text>}
      <Title order={2} size="h4">
        {t('waiting', { count: waitingTotal })}
      </Title>
      {page && queued.length === 0 ? (
        <EmptyState title={t('allSynced')} description={t('allSyncedText')} />
      ) : (
        renderList(queued, waitingTotal)
      )}
      {editing && <EntryEditor editors={editors} entry={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={discarding !== null}
        title={t('discard.title')}
        message={discarding ? discardQuestion(discarding) : ''}
        confirmLabel={t('discard.action')}
        danger
        busy={busy}
        onConfirm={() => void confirmDiscard().catch((err: Error) => notifyFailure(err.message))}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}

function EntryEditor({ editors, entry, onClose }: { editors: EntryEditors; entry: OutboxEntry; onClose: () => void }) {
  const Form = editors[entry.kind];
  return Form ? <Form entry={entry} onClose={onClose} /> : <EditEntryModal entry={entry} onClose={onClose} />;
}
