import { Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconCircleCheck, IconCloudOff } from '@tabler/icons-react';
import { type ReadinessState, useOfflineReadiness } from '../../pwa/offline-readiness';

const clock = (at: number) => new Date(at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The full sentence (tooltip, screen readers, wide screens) and the short one for phones. */
export function readinessText({ phase, done, total, readyAt }: ReadinessState): { full: string; short: string } | null {
  const since = readyAt ? ` · data from ${clock(readyAt)}` : '';
  switch (phase) {
    case 'preparing':
      return { full: `Preparing for offline ${done}/${total}`, short: `${done}/${total}` };
    case 'ready':
      return { full: `Ready for offline${since}`, short: readyAt ? clock(readyAt) : 'Ready' };
    case 'incomplete':
      return { full: `Not ready for offline${since}`, short: 'Not ready' };
    default:
      return null;
  }
}

/** Top bar: whether every screen of the menu can open without a network, and how old its saved data is. */
export function OfflineReadiness() {
  const state = useOfflineReadiness();
  const text = readinessText(state);
  if (!text) return null;
  const icon =
    state.phase === 'preparing' ? (
      <Loader size={14} aria-hidden />
    ) : state.phase === 'ready' ? (
      <IconCircleCheck size={16} color="var(--mantine-color-green-8)" aria-hidden />
    ) : (
      <IconCloudOff size={16} color="var(--mantine-color-orange-8)" aria-hidden />
    );
  return (
    <Tooltip label={text.full} withinPortal>
      <Group gap={4} wrap="nowrap" role="status" aria-label={text.full} tabIndex={0}>
        {icon}
        <Text size="xs" c="dimmed" visibleFrom="sm" aria-hidden>
          {text.full}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm" aria-hidden>
          {text.short}
        </Text>
      </Group>
    </Tooltip>
  );
}
