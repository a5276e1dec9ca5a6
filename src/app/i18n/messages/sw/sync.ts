import type { sync as en } from '../en/sync';
import type { Shape } from '../shape';

/** Kiswahili texts of the `sync` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const sync: Shape<typeof en> = {
  edit: {
    refusalTitle: 'Seva haikukubali badiliko hili',
    resend: 'Tuma tena',
    queued: 'Imewekwa kwenye foleni ili itumwe tena',
    noForm: 'Aina hii ya badiliko haina fomu yake katika programu: sehemu zake zinaonyeshwa jinsi zinavyotumwa.',
  },
};
