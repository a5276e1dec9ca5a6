import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@shared/languages';
import { identityChangeMail } from '@server/lib/mail-texts';
import type { Mailer } from '@server/lib/mailer';

/** What identifies a user at sign-in: a change of either signs them out everywhere and tells the old address. */
export type IdentityField = 'email' | 'phone';

/** The identity fields a change really alters (the email compared in any case, the phone as stored E.164). */
export function changedIdentity(before: { email: string; phoneNumber: string | null }, changes: { email?: string; phoneNumber?: string }): IdentityField[] {
  const changed: IdentityField[] = [];
  if (changes.email !== undefined && changes.email.toLowerCase() !== before.email.toLowerCase()) changed.push('email');
  if (changes.phoneNumber !== undefined && changes.phoneNumber !== before.phoneNumber) changed.push('phone');
  return changed;
}

/**
 * Tells the user at their OLD email address, and at the new one when the email changed (issue 31 item 8: an
 * agent whose email a company admin moved to another mailbox still hears of it, and the new mailbox learns whose
 * account it now receives), in their language, that their sign-in details changed and that every device was
 * signed out, naming who made the change, so a takeover does not go unnoticed. A mail that cannot be sent is
 * logged: the change itself stands.
 */
export async function mailIdentityChange(
  mailer: Mailer,
  log: FastifyBaseLogger,
  user: { name: string; oldEmail: string; newEmail?: string; language: Language },
  changed: IdentityField[],
  changedBy: { self: boolean; name: string },
): Promise<void> {
  const change = changed.length === 2 ? 'email,phone' : changed[0];
  const addresses = changed.includes('email') && user.newEmail ? [user.oldEmail, user.newEmail] : [user.oldEmail];
  for (const email of addresses) {
    try {
      await mailer.send(identityChangeMail(user.language, { email, name: user.name }, change, changedBy));
    } catch (err) {
      log.error({ err }, 'the mail about a changed email or phone number could not be sent');
    }
  }
}
