import { ActionIcon, Indicator, Loader, Tooltip } from '@mantine/core';
import { IconCloudCheck, IconCloudExclamation, IconCloudUpload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNow } from '../DataAge';
import { useAfterFirstCommit } from '@app/lib/use-after-first-commit';
import { formatAgo } from '@app/i18n/format';
import { useOutboxSummary } from '@app/pwa/use-outbox';
import { useSessionExpiredOnSync } from '@app/pwa/use-session-expired-on-sync';

/** Top-bar control: entries waiting, needing attention and the last successful sync; opens /sync. */
export function SyncControl() {
  const { t } = useTranslation('shell');
  const { waiting, needsAttention, lastSuccessAt, syncing } = useOutboxSummary();
  const now = useNow();
  useSessionExpiredOnSync();
  const label = lastSuccessAt
    ? t('syncControl.label', { waiting, count: needsAttention, ago: formatAgo(lastSuccessAt, now) })
    : t('syncControl.labelNever', { waiting, count: needsAttention });
  const Icon = needsAttention > 0 ? IconCloudExclamation : waiting > 0 ? IconCloudUpload : IconCloudCheck;
  const count = waiting + needsAttention;
  // The tooltip (floating-ui's hooks) joins after the shell's first commit: the button shows at once, and
  // its label is already its accessible name (P2, ADR 0044).
  const tooltipDue = useAfterFirstCommit();
  const button = (
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
  );
  return tooltipDue ? (
    // In place rather than in a portal, as the top bar's menu (TopBar.tsx).
    <Tooltip label={label} withinPortal={false}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
