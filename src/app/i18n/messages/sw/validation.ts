import type { validation as en } from '../en/validation';
import type { Shape } from '../shape';

/** Kiswahili texts of the `validation` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const validation: Shape<typeof en> = {
};
