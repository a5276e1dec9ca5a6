import type { enums as en } from '../en/enums';
import type { Shape } from '../shape';

/** Kiswahili texts of the `enums` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const enums: Shape<typeof en> = {
};
