import type { farmers as en } from '../en/farmers';
import type { Shape } from '../shape';

/** Kiswahili texts of the `farmers` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const farmers: Shape<typeof en> = {
  duplicate: {
    phone: 'Mkulima mwenye nambari ya simu {{phone}} tayari amesajiliwa',
    nationalId: 'Mkulima mwenye kitambulisho cha taifa {{nationalId}} tayari amesajiliwa',
  },
  correct: {
    title: 'Sahihisha usajili',
  },
};
