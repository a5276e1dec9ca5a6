import { useMemo, useSyncExternalStore } from 'react';
import { type DataUse, dataUsed, subscribeDataUse } from '../lib/data-meter';

type Used = { today: DataUse; week: DataUse };

// dataUsed() builds a new object each call: the snapshot is its JSON, the same string while nothing was counted.
const snapshot = () => JSON.stringify(dataUsed());
const nothing = () => JSON.stringify({ today: { sent: 0, received: 0 }, week: { sent: 0, received: 0 } });

/** Today's and the last seven days' data use, updated as the app counts. */
export function useDataUsed(): Used {
  const json = useSyncExternalStore(subscribeDataUse, snapshot, nothing);
  return useMemo(() => JSON.parse(json) as Used, [json]);
}
