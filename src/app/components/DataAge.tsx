import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useOnline } from '../pwa/use-online';

/** "just now", "5 min ago", "2 h ago", "3 days ago". */
export function formatAgo(at: number, now = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** Re-renders every minute so relative times stay true. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Shown by a screen while offline: how old the data on it is ('Offline · data from 2 h ago'). Pass the
 * query's `dataUpdatedAt`; renders nothing online or before any data.
 */
export function DataAge({ updatedAt }: { updatedAt: number | null | undefined }) {
  const online = useOnline();
  const now = useNow();
  if (online || !updatedAt) return null;
  return (
    <Text size="sm" c="orange.8" role="status">
      Offline · data from {formatAgo(updatedAt, now)}
    </Text>
  );
}
