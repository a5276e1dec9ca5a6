import { useState } from 'react';

/**
 * False until `opened` is first true, then true for good: a closed overlay (a dialog behind a rare action) is
 * mounted only once it is wanted, and kept afterwards so that it closes with its transition. Mantine's Portal
 * sets state in a layout effect when it mounts, a synchronous second render of the shell's first commit (P2).
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted || opened;
}
