import { resetPasswordBody } from '@shared/contracts/auth';
import { z } from 'zod/mini';
import { message } from '@shared/contracts/messages';

/** New password (contract rules) plus the confirmation of spec part 1 §5, which is never sent. */
export const resetFormSchema = z.extend(z.pick(resetPasswordBody, { newPassword: true }), { confirmPassword: z.string().check(z.minLength(1, message('Please confirm your password'))) }).check(z.refine((v) => v.confirmPassword === v.newPassword, { ...message('Passwords do not match'), path: ['confirmPassword'] }));
export type ResetFormValues = z.infer<typeof resetFormSchema>;
