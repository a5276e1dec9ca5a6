import { type CreateFarmerBody, type FarmerDto, createFarmerBody } from '@shared/contracts/farmers';
import type { z } from 'zod/mini';
import { realPhoneNumber } from '@app/lib/real-phone-number';

/**
 * The add form validates with the POST /farmers contract itself (spec part 2 §5 messages), and the phone number
 * with libphonenumber (a registration is queued offline: the server must not refuse it later).
 */
export const farmerFormSchema = createFarmerBody.check(realPhoneNumber());
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

/** The form prefilled with a farmer, to correct them (the same form as registration). */
export const formValuesOf = (farmer: FarmerDto): FarmerFormInput => ({
  name: farmer.name,
  phoneNumber: farmer.phoneNumber,
  nationalId: farmer.nationalId ?? undefined,
  age: farmer.age ?? undefined,
  gender: farmer.gender as FarmerFormInput['gender'],
  county: farmer.county,
  subCounty: farmer.subCounty ?? '',
  ward: farmer.ward ?? '',
  village: farmer.village ?? '',
  cropType: farmer.cropType ?? '',
  farmSize: farmer.farmSize ?? '',
  location: farmer.location ?? undefined,
});

/** A queued registration's body back in the form, to correct it from the Sync page. */
export const formValuesOfBody = (body: CreateFarmerBody): FarmerFormInput => ({ ...EMPTY_FARMER_FORM, ...body });
