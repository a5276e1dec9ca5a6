import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgo } from '../i18n/format';
import { useOnline } from '../pwa/use-online';

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
  const { t } = useTranslation('offline');
  const online = useOnline();
  const now = useNow();
  if (online || !updatedAt) return null;
  return (
    <Text size="sm" c="orange.8" role="status">
      {t('dataAge', { ago: formatAgo(updatedAt, now) })}
    </Text>
  );
}
