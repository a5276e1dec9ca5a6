import type { incentives as en } from '../en/incentives';
import type { Shape } from '../shape';

/** Kiswahili texts of the `incentives` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const incentives: Shape<typeof en> = {
};
