import { Badge, Text } from '@mantine/core';
import type { EntryStatus } from '../../../offline/outbox';

/** A sale on the server ("synced"), still on the phone, or refused and waiting for the agent. */
export function SyncStatus({ state, message }: { state: EntryStatus | 'synced'; message?: string }) {
  if (state === 'synced') return <Badge color="green" variant="light">synced</Badge>;
  if (state === 'needs_attention') {
    return (
      <>
        <Badge color="red">needs attention</Badge>
        {message && (
          <Text size="xs" c="red.8" mt={4} maw={220}>
            {message}
          </Text>
        )}
      </>
    );
  }
  return <Badge color="yellow" variant="light">waiting to sync</Badge>;
}
