import { Text } from '@mantine/core';
import dayjs from 'dayjs';

/** Offline: the list is the one saved on this phone; say how old it is. */
export function OfflineDataNote({ updatedAt }: { updatedAt: number | null }) {
  return (
    <Text size="sm" c="dimmed" role="status">
      Offline · {updatedAt ? `data from ${dayjs(updatedAt).format('DD MMM YYYY HH:mm')}` : 'no saved data yet'}
    </Text>
  );
}
