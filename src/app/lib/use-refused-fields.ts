import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Marks the fields the server refused (a needs-attention entry's `fields`) on the form opened to correct them,
 * once when it opens. Names the form does not have are left to the message above the form.
 */
export function useRefusedFields<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string> | undefined): void {
  useEffect(() => {
    for (const [name, message] of Object.entries(fields ?? {})) setError(name as Path<T>, { message });
  }, [setError, fields]);
}
