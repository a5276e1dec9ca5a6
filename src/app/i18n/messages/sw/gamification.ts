import type { gamification as en } from '../en/gamification';
import type { Shape } from '../shape';

/** Kiswahili texts of the `gamification` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const gamification: Shape<typeof en> = {
};
