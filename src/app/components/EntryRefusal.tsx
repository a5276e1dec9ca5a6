import { Alert } from '@mantine/core';
import type { EntryError } from '../offline/outbox';

/** Atop a form opened from the Sync page: why the server refused the change (its fields are marked below). */
export function EntryRefusal({ refusal }: { refusal: EntryError | undefined }) {
  if (!refusal) return null;
  return (
    <Alert color="red" variant="light" mb="sm" title="The server did not accept this change">
      {refusal.message}
    </Alert>
  );
}
