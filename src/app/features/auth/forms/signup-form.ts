import { signupBody } from '@shared/contracts/auth';
import { z } from 'zod';
import { message } from '@shared/contracts/messages';

/** The sign-up contract; the two selects start empty (''), which must read as 'required', not as a bad value. */
export const signupFormSchema = signupBody.extend({
  gender: z.string().pipe(z.enum(['Male', 'Female'], { error: 'Gender is required' })),
  companyId: z.string().min(1, message('Company is required')).pipe(z.uuid(message('Company is required'))),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;
