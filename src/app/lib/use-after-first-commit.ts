import { startTransition, useEffect, useState } from 'react';

/**
 * False on the component's first render, then true, set in a transition once that render is committed: what it
 * gates is rendered after the screen, in slices React yields between, instead of in the screen's own commit.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
