import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@app/i18n/format';
import { i18n } from '@app/i18n/i18n';
import { useAfterFirstCommit } from '@app/lib/use-after-first-commit';
import { type ReadinessState, useOfflineReadiness } from '@app/pwa/offline-readiness';

/**
 * The full sentence (tooltip, screen readers, wide screens) and the short one for phones, in the language on screen:
 * both in words ('Preparing 7 of 9', 'Ready offline'), never a bare '7/9' or a time (issue 32 item 8).
 */
export function readinessText({ phase, done, total, readyAt }: ReadinessState): { full: string; short: string } | null {
  const t = i18n.getFixedT(null, 'offline', 'readiness');
  const time = readyAt ? formatTime(readyAt) : null;
  switch (phase) {
    case 'preparing':
      return { full: t('preparing', { done, total }), short: t('preparingShort', { done, total }) };
    case 'ready':
      return { full: time ? t('readySince', { time }) : t('ready'), short: t('readyShort') };
    case 'incomplete':
      return { full: time ? t('incompleteSince', { time }) : t('incomplete'), short: t('incompleteShort') };
    default:
      return null;
  }
}

/** Top bar: whether every screen of the menu can open without a network, and how old its saved data is. */
export function OfflineReadiness() {
  useTranslation('offline');
  const state = useOfflineReadiness();
  // The time ('since 08:14') and the tooltip join after the shell's first commit, as the sync control's tooltip
  // (ADR 0044): the first time format made (Intl's date data) and floating-ui's hooks were near half of that
  // commit's render on a slowed phone, before the dashboard's figures could show (P2b, ADR 0068).
  const detailsDue = useAfterFirstCommit();
  const text = readinessText(detailsDue ? state : { ...state, readyAt: null });
  if (!text) return null;
  const icon =
    state.phase === 'preparing' ? (
      <Loader size={14} aria-hidden />
    ) : state.phase === 'ready' ? (
      <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
    ) : (
      <IconCloudOff size={16} color="var(--mantine-color-orange-8)" aria-hidden />
    );
  const status = (
    <Group gap={4} wrap="nowrap" role="status" aria-label={text.full} tabIndex={0}>
      {icon}
      <Text size="xs" c="dimmed" visibleFrom="sm" aria-hidden>
        {text.full}
      </Text>
      {/* Two short lines rather than a cut word when the top bar is narrow. */}
      <Text size="xs" c="dimmed" hiddenFrom="sm" lh={1.2} aria-hidden>
        {text.short}
      </Text>
    </Group>
  );
  return detailsDue ? (
    // In place rather than in a portal, as the top bar's menu (TopBar.tsx).
    <Tooltip label={text.full} withinPortal={false}>
      {status}
    </Tooltip>
  ) : (
    status
  );
}
