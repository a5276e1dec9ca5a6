import { Badge, Text } from '@mantine/core';
import { useEnumLabel } from '../lib/labels';
import type { SyncState } from '../offline/local-records';

/** A listed record's sync state: "synced", "waiting to sync", or "needs attention" with the server's reason. */
export function SyncBadge({ state, message }: { state: SyncState; message?: string }) {
  const label = useEnumLabel();
  if (state === 'synced') {
    return (
      <Badge color="green" variant="light">
        {label('syncState', 'synced')}
      </Badge>
    );
  }
  if (state === 'needs_attention') {
    return (
      <>
        <Badge color="red" variant="filled">
          {label('syncState', 'needs_attention')}
        </Badge>
        {message && (
          <Text size="xs" c="red.8" mt={4} maw={220}>
            {message}
          </Text>
        )}
      </>
    );
  }
  return (
    <Badge color="yellow" variant="light">
      {label('syncState', 'queued')}
    </Badge>
  );
}
