import type { questionnaire as en } from '../en/questionnaire';
import type { Shape } from '../shape';

/** Kiswahili texts of the `questionnaire` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const questionnaire: Shape<typeof en> = {
};
