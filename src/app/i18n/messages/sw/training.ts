import type { training as en } from '../en/training';
import type { Shape } from '../shape';

/** Kiswahili texts of the `training` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const training: Shape<typeof en> = {
};
