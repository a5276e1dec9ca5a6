import type { errors as en } from '../en/errors';
import type { Shape } from '../shape';

/** Kiswahili texts of the `errors` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const errors: Shape<typeof en> = {
};
