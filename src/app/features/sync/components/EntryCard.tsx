import { Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@app/lib/message-texts';
import { formatDateTime, formatTime } from '@app/i18n/format';
import { useEnumLabel } from '@app/lib/labels';
import type { OutboxEntry } from '@app/offline/outbox';
import { textOr } from '@app/i18n/entry-text';
import { useOnline } from '@app/pwa/use-online';
import { fieldLabel } from '../body-fields';

interface EntryCardProps {
  entry: OutboxEntry;
  onEdit: (entry: OutboxEntry) => void;
  onDiscard: (entry: OutboxEntry) => void;
  onRedate: (entry: OutboxEntry) => void;
}

/** Refusals of the time of the act (a phone clock that was wrong): the change can go again dated now (issue 33). */
const ACT_TIME_REFUSALS = new Set(['OCCURRED_TOO_OLD']);

/**
 * What a card shows of its entry. The live query reads every entry afresh whenever one settles, so the cards of
 * the others get new but equal objects: comparing what is shown keeps them from being drawn again (issue 33).
 */
const sameCard = (a: EntryCardProps, b: EntryCardProps) =>
  a.onEdit === b.onEdit &&
  a.onDiscard === b.onDiscard &&
  a.onRedate === b.onRedate &&
  a.entry.id === b.entry.id &&
  a.entry.status === b.entry.status &&
  a.entry.attempts === b.entry.attempts &&
  a.entry.nextAttemptAt === b.entry.nextAttemptAt &&
  a.entry.createdAt === b.entry.createdAt &&
  JSON.stringify([a.entry.text, a.entry.label, a.entry.lastError]) === JSON.stringify([b.entry.text, b.entry.label, b.entry.lastError]);

/** One queued or failed change, with the server's message and what the agent can do about it. */
export const EntryCard = memo(function EntryCard({ entry, onEdit, onDiscard, onRedate }: EntryCardProps) {
  const { t } = useTranslation('sync');
  const label = useEnumLabel();
  const attention = entry.status === 'needs_attention';
  const at = formatDateTime(entry.createdAt);
  const fields = Object.entries(entry.lastError?.fields ?? {});
  const title = textOr(entry.text, entry.label);
  const online = useOnline();
  // A waiting change needs nothing from the agent: say when it goes, so Discard is not read as the only way on.
  const next = !online ? t('entry.sendsWhenOnline') : entry.nextAttemptAt > Date.now() ? t('entry.sendsAt', { time: formatTime(entry.nextAttemptAt) }) : t('entry.sendsSoon');
  return (
    <Card withBorder padding="sm" component="li" aria-label={title}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge color={attention ? 'red' : 'orange'} variant="light">
            {label('entryStatus', entry.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {entry.attempts > 0 ? t('entry.savedAttempts', { at, count: entry.attempts }) : t('entry.saved', { at })}
        </Text>
        {entry.lastError && (
          <Text size="sm" c={attention ? 'red.8' : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
            {attention ? translateMessage(entry.lastError.message) : t('entry.lastTry', { message: translateMessage(entry.lastError.message) })}
          </Text>
        )}
        {entry.status === 'queued' && (
          <Text size="sm" c="teal.9">
            {next}
          </Text>
        )}
        {attention && fields.length > 0 && (
          <List size="sm" c="red.8">
            {fields.map(([field, message]) => (
              <List.Item key={field}>
                {fieldLabel(field)}: {translateMessage(message)}
              </List.Item>
            ))}
          </List>
        )}
        <Group gap="xs">
          {attention && ACT_TIME_REFUSALS.has(entry.lastError?.code ?? '') && (
            <Button size="xs" onClick={() => onRedate(entry)}>
              {t('entry.sendDatedNow')}
            </Button>
          )}
          {attention && (
            <Button size="xs" variant={ACT_TIME_REFUSALS.has(entry.lastError?.code ?? '') ? 'default' : 'filled'} onClick={() => onEdit(entry)}>
              {t('entry.editAndResend')}
            </Button>
          )}
          {/* On its way, the entry may already be on the server: discarding it here would not take it back. */}
          {entry.status !== 'sending' && (
            <Button size="xs" variant="default" color="red" onClick={() => onDiscard(entry)}>
              {t('discard.action')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}, sameCard);
