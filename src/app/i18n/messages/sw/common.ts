import type { common as en } from '../en/common';
import type { Shape } from '../shape';

/** Kiswahili texts shared by every screen: the same keys and placeholders as English (docs/i18n.md). */
export const common: Shape<typeof en> = {
  language: {
    label: 'Lugha',
    en: 'English',
    sw: 'Kiswahili',
  },
  loading: 'Inapakia… Tafadhali subiri',
  actions: {
    cancel: 'Ghairi',
    close: 'Funga',
    save: 'Hifadhi',
    retry: 'Jaribu tena',
  },
};
