import type { loans as en } from '../en/loans';
import type { Shape } from '../shape';

/** Kiswahili texts of the `loans` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const loans: Shape<typeof en> = {
  correct: {
    title: 'Sahihisha ombi la mkopo',
  },
};
