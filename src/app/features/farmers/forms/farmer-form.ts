import { type CreateFarmerBody, createFarmerBody } from '@shared/contracts/farmers';
import type { z } from 'zod';

/** The add form validates with the POST /farmers contract itself (spec part 2 §5 messages). */
export const farmerFormSchema = createFarmerBody;
export type FarmerFormInput = z.input<typeof farmerFormSchema>;
export type FarmerFormValues = CreateFarmerBody;

export const EMPTY_FARMER_FORM: FarmerFormInput = {
  name: '',
  phoneNumber: '',
  nationalId: undefined,
  age: undefined,
  gender: undefined as unknown as FarmerFormInput['gender'],
  county: '',
  subCounty: '',
  ward: '',
  village: '',
  cropType: '',
  farmSize: '',
};
