import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';

/**
 * A route's validated search and a setter for part of it. Filter and page changes replace the history entry, as
 * when they were screen state: Back still leaves the screen.
 */
export function useSearchState<S extends object>(search: S): [S, (patch: Partial<S>) => void] {
  const navigate = useNavigate();
  const set = useCallback(
    (patch: Partial<S>) => void navigate({ to: '.', search: (previous: S) => ({ ...previous, ...patch }), replace: true } as never),
    [navigate],
  );
  return [search, set];
}
