import type { sales as en } from '../en/sales';
import type { Shape } from '../shape';

/** Kiswahili texts of the `sales` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const sales: Shape<typeof en> = {
  correct: {
    title: 'Sahihisha mauzo',
  },
};
