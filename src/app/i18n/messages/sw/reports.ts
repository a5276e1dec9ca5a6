import type { reports as en } from '../en/reports';
import type { Shape } from '../shape';

/** Kiswahili texts of the `reports` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const reports: Shape<typeof en> = {
};
