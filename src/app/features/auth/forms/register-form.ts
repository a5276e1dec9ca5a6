import { preRegistrationBody } from '@shared/contracts/auth';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES } from '@shared/contracts/users-common';
import { z } from 'zod/mini';
import { message } from '@shared/contracts/messages';

export { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES };

/** Selects hold '' when nothing is chosen; the contract wants the field left out then. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.union([z.literal(''), z.enum(values)]), z.transform((v) => (v === '' ? undefined : v)));

/**
 * Agent pre-registration (spec part 1 §3, §5): the contract's fields, the confirmation that is never sent, and
 * the optional choices empty-tolerant. Only email, phone, password (and name, which the server needs) are checked.
 */
export const registerFormSchema = z.extend(z.omit(preRegistrationBody, { role: true, companyId: true, agentCode: true }), {
    gender: optionalChoice(GENDERS),
    maritalStatus: optionalChoice(MARITAL_STATUSES),
    educationLevel: optionalChoice(EDUCATION_LEVELS),
    numberOfChildren: z.number(message('Enter a whole number')).check(z.int(message('Enter a whole number')), z.gte(0, message('Must be 0 or more'))),
    yearsOfSalesFieldExperience: z.number(message('Enter a whole number')).check(z.int(message('Enter a whole number')), z.gte(0, message('Must be 0 or more'))),
    confirmPassword: z.string(),
  }).check(z.refine((v) => v.confirmPassword === v.password, { ...message('Passwords do not match'), path: ['confirmPassword'] }));

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const REGISTER_DEFAULTS: RegisterFormInput = {
  name: '',
  email: '',
  phoneNumber: '',
  photo: '',
  gender: '',
  maritalStatus: '',
  numberOfChildren: 0,
  dateOfBirth: '',
  workGeographicLocation: '',
  yearsOfSalesFieldExperience: 0,
  educationLevel: '',
  password: '',
  confirmPassword: '',
};
