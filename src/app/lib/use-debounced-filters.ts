import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

type Filters = Record<string, string>;

const same = (a: Filters, b: Filters) => Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);

/**
 * Filter inputs over filters kept elsewhere (the URL): the inputs show what is typed at once, `apply` gets the
 * (normalised) filters after `wait` ms of quiet. When the applied filters change from outside (Back, a shared
 * link), the inputs follow them; the echo of our own `apply` leaves what is being typed alone.
 */
export function useDebouncedFilters<F extends Filters>(
  applied: F,
  apply: (filters: F) => void,
  wait: number,
  normalise: (filters: F) => F = (filters) => filters,
): [F, (next: F) => void] {
  const [draft, setDraft] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const [sent, setSent] = useState(applied);
  if (!same(seen, applied)) {
    setSeen(applied);
    if (!same(sent, applied)) setDraft(applied);
  }
  const send = useDebouncedCallback((filters: F) => {
    const next = normalise(filters);
    setSent(next);
    apply(next);
  }, wait);
  const change = (next: F) => {
    setDraft(next);
    send(next);
  };
  return [draft, change];
}
