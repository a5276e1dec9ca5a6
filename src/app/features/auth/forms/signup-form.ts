import { signupBody } from '@shared/contracts/auth';
import { z } from 'zod';

/** The sign-up contract; the two selects start empty (''), which must read as 'required', not as a bad value. */
export const signupFormSchema = signupBody.extend({
  gender: z.string().pipe(z.enum(['Male', 'Female'], { error: 'Gender is required' })),
  companyId: z.string().min(1, 'Company is required').pipe(z.uuid({ error: 'Company is required' })),
});
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupFormValues = z.output<typeof signupFormSchema>;
