import { ActionIcon, Indicator, Loader, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudExclamation, IconCloudUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useNow } from '../DataAge';
import { formatAgo } from '../../i18n/format';
import { useOutboxSummary } from '../../pwa/use-outbox';
import { useSessionExpiredOnSync } from '../../pwa/use-session-expired-on-sync';

/** Top-bar control: entries waiting, needing attention and the last successful sync; opens /sync. */
export function SyncControl() {
  const { waiting, needsAttention, lastSuccessAt, syncing } = useOutboxSummary();
  const now = useNow();
  useSessionExpiredOnSync();
  const last = lastSuccessAt ? `last synced ${formatAgo(lastSuccessAt, now)}` : 'not synced yet';
  const label = `Sync: ${waiting} waiting, ${needsAttention} need${needsAttention === 1 ? 's' : ''} attention, ${last}`;
  const Icon = needsAttention > 0 ? IconCloudExclamation : waiting > 0 ? IconCloudUpload : IconCloudCheck;
  const count = waiting + needsAttention;
  return (
    <Tooltip label={label} withinPortal>
      <Indicator
        label={count > 99 ? '99+' : count}
        size={16}
        color={needsAttention > 0 ? 'red' : 'orange'}
        disabled={count === 0}
        offset={4}
        aria-hidden={false}
      >
        <ActionIcon component={Link} to="/sync" variant="subtle" size="lg" aria-label={label} color={needsAttention > 0 ? 'red' : 'green'}>
          {syncing ? <Loader size={18} aria-hidden /> : <Icon size={20} aria-hidden />}
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}
