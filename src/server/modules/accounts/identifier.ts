import { looksLikeEmail, normalisePhone } from '@shared/phone';
import type { Db } from '@server/db/client';
import { findUserByEmail, findUserByPhone, type UserWithCompany } from './accounts.repo';

/**
 * The account a sign-in identifier names: an email in any case, or a phone number in any Kenyan form
 * (`07…`, `+2547…`, `2547…`, with spaces or dashes), matched on the stored E.164 number.
 */
export function findUserByIdentifier(db: Db, identifier: string): Promise<UserWithCompany | undefined> {
  const trimmed = identifier.trim();
  if (looksLikeEmail(trimmed)) return findUserByEmail(db, trimmed);
  const phone = normalisePhone(trimmed);
  return phone ? findUserByPhone(db, phone) : Promise.resolve(undefined);
}
