import type { shell as en } from '../en/shell';
import type { Shape } from '../shape';

/** Kiswahili texts of the `shell` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const shell: Shape<typeof en> = {
};
