import type { enums as en } from '../en/enums';
import type { Shape } from '../shape';

/** Kiswahili names of the enumerated values shown to people: the same keys as English (docs/i18n.md). */
export const enums: Shape<typeof en> = {
  gender: {
    Male: 'Mwanamume',
    Female: 'Mwanamke',
    Other: 'Nyingine',
  },
  maritalStatus: {
    Single: 'Hajaoa/Hajaolewa',
    Married: 'Ameoa/Ameolewa',
    Divorced: 'Ametalikiana',
    Widowed: 'Mjane',
  },
  educationLevel: {
    Elementary: 'Shule ya msingi',
    'High School': 'Shule ya sekondari',
    Certificate: 'Cheti',
    Diploma: 'Stashahada',
    Bachelor: 'Shahada ya kwanza',
    Master: 'Shahada ya uzamili',
    PhD: 'Shahada ya uzamivu (PhD)',
  },
};
