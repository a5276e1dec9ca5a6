import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A figure from the server with what this phone adds once synced: "52 (+3 waiting)". The server's figure stays
 * as it is; the addition goes when the outbox has sent the entries and the figure is refetched.
 */
export function WithWaiting({ value, waiting }: { value: ReactNode; waiting: number }) {
  const { t } = useTranslation('offline');
  if (waiting <= 0) return <>{value}</>;
  return (
    <>
      {value}{' '}
      <Text span inherit c="orange.8" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {t('waitingCount', { count: waiting })}
      </Text>
    </>
  );
}
