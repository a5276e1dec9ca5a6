import type { dashboard as en } from '../en/dashboard';
import type { Shape } from '../shape';

/** Kiswahili texts of the `dashboard` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const dashboard: Shape<typeof en> = {
};
