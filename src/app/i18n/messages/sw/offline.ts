import type { offline as en } from '../en/offline';
import type { Shape } from '../shape';

/** Kiswahili texts of the offline state: the same keys and placeholders as English (docs/i18n.md). */
export const offline: Shape<typeof en> = {
  dataAge: 'Nje ya mtandao · data ya {{ago}}',
  banner: 'Uko nje ya mtandao. Kazi yako imehifadhiwa kwenye kifaa hiki.',
  readiness: {
    preparing: 'Inaandaa kwa matumizi nje ya mtandao: {{done}} kati ya {{total}}',
    preparingShort: 'Inaandaa {{done}} kati ya {{total}}',
    ready: 'Tayari kwa matumizi nje ya mtandao',
    readySince: 'Tayari kwa matumizi nje ya mtandao · data ya saa {{time}}',
    readyShort: 'Tayari nje ya mtandao',
    incomplete: 'Haiko tayari kwa matumizi nje ya mtandao',
    incompleteSince: 'Haiko tayari kwa matumizi nje ya mtandao · data ya saa {{time}}',
    incompleteShort: 'Haiko tayari nje ya mtandao',
  },
  sessionExpired: 'Muda wa kuingia umeisha. Tafadhali ingia tena. Mabadiliko yako ambayo hayajatumwa yamehifadhiwa kwenye kifaa hiki.',
  waitingCount: '(+{{count}} zinasubiri)',
};
