import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { normalisePhone } from '@shared/phone';
import type { Db } from '@server/db/client';
import { badRequest, conflict } from '@server/lib/app-error';
import { uniqueViolation } from '@server/db/errors';
import { insertUser, type NewAgentProfile, type NewUser, takenIdentity, type UserRow } from './accounts.repo';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const PHONE_TAKEN = 'An account with this phone number already exists';

/** A phone number typed by a person, in E.164, or a 400 naming the field. */
export function requirePhone(input: string): string {
  const phone = normalisePhone(input);
  if (!phone) throw badRequest(PHONE_INVALID, { phoneNumber: PHONE_INVALID });
  return phone;
}

/** 409 when the email (any case) or the phone number already belongs to someone. */
export async function assertIdentityFree(db: Db, email: string, phone: string): Promise<void> {
  const taken = await takenIdentity(db, email, phone);
  if (taken.email) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN', { fields: { email: EMAIL_TAKEN } });
  if (taken.phone) throw conflict(PHONE_TAKEN, 'PHONE_TAKEN', { fields: { phoneNumber: PHONE_TAKEN } });
}

/**
 * Inserts a new account. The unique indexes are the final word: two sign-ups racing with one email or phone
 * number both pass the early check, and the loser gets the same 409 as a plain duplicate. Other unique
 * violations (the agent code) are handed back to the caller as `null` so it can pick another code.
 */
export async function insertAccount(db: Db, values: NewUser, profile?: NewAgentProfile): Promise<UserRow | null> {
  try {
    return await insertUser(db, values, profile);
  } catch (err) {
    const index = uniqueViolation(err);
    if (index === 'users_email_lower_key') throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN', { fields: { email: EMAIL_TAKEN } });
    if (index === 'users_phone_key') throw conflict(PHONE_TAKEN, 'PHONE_TAKEN', { fields: { phoneNumber: PHONE_TAKEN } });
    if (index === 'users_agent_code_key') return null;
    throw err;
  }
}
