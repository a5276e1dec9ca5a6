import { z } from 'zod/mini';
import { messageText } from '@shared/contracts/messages';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { normalisePhone } from '@shared/phone';

/**
 * A form's check that its phone number is one a country has (ADR 0060). The contracts check only the shape, so
 * that libphonenumber stays out of the sign-in screen; a form whose write may be queued offline (a farmer, the
 * profile) checks the number itself, so that the server does not refuse the entry at the next sync.
 */
export const realPhoneNumber = <T extends { phoneNumber?: string }>() =>
  z.superRefine<T>((values, ctx) => {
    const typed = values.phoneNumber?.trim();
    if (typed && normalisePhone(typed) === null) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: messageText(PHONE_INVALID) });
  });
