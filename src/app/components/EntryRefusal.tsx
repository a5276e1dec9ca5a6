import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntryError } from '../offline/outbox';

/** Atop a form opened from the Sync page: why the server refused the change (its fields are marked below). */
export function EntryRefusal({ refusal }: { refusal: EntryError | undefined }) {
  const { t } = useTranslation('sync');
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" mb="sm" title={t('edit.refusalTitle')}>
      {refusal.message}
    </Alert>
  );
}
