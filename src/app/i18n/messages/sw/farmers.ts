import type { farmers as en } from '../en/farmers';
import type { Shape } from '../shape';

/** Kiswahili texts of the `farmers` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const farmers: Shape<typeof en> = {
};
