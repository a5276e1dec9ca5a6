import { FARMER_CROPS, FARMER_GENDERS } from '@shared/contracts/farmers';
import { enumLabel } from '@app/lib/labels';

const CROPS = new Set<string>(FARMER_CROPS);
const GENDERS = new Set<string>(FARMER_GENDERS);

/** A crop as people read it: the form's crops by their names in `enums`, any other registered value as typed. */
export const cropLabel = (crop: string): string => (CROPS.has(crop) ? enumLabel('crop', crop as (typeof FARMER_CROPS)[number]) : crop);

/** A farmer's gender as people read it ('Female' → 'Mwanamke'); an unexpected value as recorded. */
export const genderLabel = (gender: string): string => (GENDERS.has(gender) ? enumLabel('gender', gender as (typeof FARMER_GENDERS)[number]) : gender);
