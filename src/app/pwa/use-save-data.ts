import { useSyncExternalStore } from 'react';
import { holdingBack, saveDataOn, subscribeSaveData } from '../offline/save-data';

/** The "Save data" setting and whether it holds downloads back right now (on mobile data). */
export function useSaveData(): { on: boolean; holding: boolean } {
  const on = useSyncExternalStore(subscribeSaveData, saveDataOn, () => false);
  const holding = useSyncExternalStore(subscribeSaveData, holdingBack, () => false);
  return { on, holding };
}
