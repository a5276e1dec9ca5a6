import type { profile as en } from '../en/profile';
import type { Shape } from '../shape';

/** Kiswahili texts of the `profile` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const profile: Shape<typeof en> = {
};
