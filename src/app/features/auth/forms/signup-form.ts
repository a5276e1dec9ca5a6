import { signupBody } from '@shared/contracts/auth';
import { z } from 'zod/mini';
import { message } from '@shared/contracts/messages';

/** The sign-up contract; the two selects start empty (''), which must read as 'required', not as a bad value. */
export const signupFormSchema = z.extend(signupBody, {
  gender: z.pipe(z.string(), z.enum(['Male', 'Female'], message('Gender is required'))),
  companyId: z.pipe(z.string().check(z.minLength(1, message('Company is required'))), z.uuid(message('Company is required'))),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;
