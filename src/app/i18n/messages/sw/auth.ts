import type { auth as en } from '../en/auth';
import type { Shape } from '../shape';

/** Kiswahili texts of the `auth` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const auth: Shape<typeof en> = {
};
