import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../lib/mailer';

/** What identifies a user at sign-in: a change of either signs them out everywhere and tells the old address. */
export type IdentityField = 'email' | 'phone';

/** The identity fields a change really alters (the email compared in any case, the phone as stored E.164). */
export function changedIdentity(before: { email: string; phoneNumber: string | null }, changes: { email?: string; phoneNumber?: string }): IdentityField[] {
  const changed: IdentityField[] = [];
  if (changes.email !== undefined && changes.email.toLowerCase() !== before.email.toLowerCase()) changed.push('email');
  if (changes.phoneNumber !== undefined && changes.phoneNumber !== before.phoneNumber) changed.push('phone');
  return changed;
}

const WHAT: Record<string, { what: string; were: string }> = {
  email: { what: 'email address', were: 'was' },
  phone: { what: 'phone number', were: 'was' },
  'email,phone': { what: 'email address and phone number', were: 'were' },
};

/**
 * Tells the user at their OLD email address that their sign-in details changed and that every device was signed
 * out, naming who made the change, so a takeover does not go unnoticed. A mail that cannot be sent is logged: the
 * change itself stands.
 */
export async function mailIdentityChange(
  mailer: Mailer,
  log: FastifyBaseLogger,
  user: { name: string; oldEmail: string },
  changed: IdentityField[],
  changedBy: { self: boolean; name: string },
): Promise<void> {
  const { what, were } = WHAT[changed.join(',')];
  const by = changedBy.self ? 'by you' : `by ${changedBy.name}`;
  try {
    await mailer.send({
      to: user.oldEmail,
      subject: `Your ${what} ${were} changed`,
      text:
        `Hello ${user.name},\n\nThe ${what} of your Field Agent Portal account ${were} changed ${by}. ` +
        'You have been signed out on every device: sign in again with your new details.\n\n' +
        'If you did not ask for this change, contact your administrator at once.\n',
    });
  } catch (err) {
    log.error({ err }, 'the mail about a changed email or phone number could not be sent');
  }
}
