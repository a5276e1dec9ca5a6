import { loginBody } from '@shared/contracts/auth';
import { z } from 'zod/mini';

/** The sign-in form: the login contract plus the remember-me box (kept in cookies, never sent). */
export const loginFormSchema = z.extend(loginBody, { remember: z.boolean() });
export type LoginFormValues = z.infer<typeof loginFormSchema>;
