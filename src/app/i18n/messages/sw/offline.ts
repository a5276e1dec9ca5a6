import type { offline as en } from '../en/offline';
import type { Shape } from '../shape';

/** Kiswahili texts of the offline state, the banner and readiness: the same keys and placeholders as English. */
export const offline: Shape<typeof en> = {
  dataAge: 'Nje ya mtandao · data ya {{ago}}',
  waitingCount: '(+{{count}} zinasubiri)',
};
