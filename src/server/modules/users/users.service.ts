import type { FastifyBaseLogger } from 'fastify';
import type { FieldErrors } from '@shared/contracts/common';
import { DATE_OF_BIRTH_IN_FUTURE, PHOTO_FIELD, PHOTO_NOT_IMAGE, type UpdateUserBody, type UserProfile, updateUserBody } from '@shared/contracts/users';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import type { Language } from '@shared/languages';
import { normalisePhone } from '@shared/phone';
import { localDay } from '@shared/tiers';
import type { AppDeps } from '@server/context';
import { detectImageType } from '@server/lib/image-check';
import { storePhoto } from '@server/lib/photo-store';
import { blobsOf } from '@server/db/blobs-of';
import { requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import { uniqueViolation } from '@server/db/errors';
import { findAccount, toSessionUser, type UserWithCompany } from '../accounts/accounts.service';
import { changedIdentity, type IdentityField, mailIdentityChange } from './identity-notice';
import type { ProfileForm } from './profile-form';
import { recordEmailMoved } from '../audit/audit.service';
import { applyUserChanges, identityTakenByOther, type UserChanges } from './users.repo';

const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN = 'Email already in use';
export const PHONE_TAKEN = 'Phone number already in use';

/**
 * A user reads and edits self; the admin anyone; a company admin the agents and recruits of its own company.
 * A peer company admin answers 403, anyone else 404 (server/access).
 */
async function profileOf(deps: AppDeps, caller: AuthUser, id: string, permission: 'profile.read' | 'profile.update'): Promise<UserWithCompany> {
  const found = await findAccount(deps, id);
  if (!found) throw notFound(USER_NOT_FOUND);
  requireAccess(caller, permission, { user: found.user }, { notFound: USER_NOT_FOUND });
  return found;
}

export function toUserProfile({ user, company, profile }: UserWithCompany): UserProfile {
  return { ...toSessionUser(user, company, profile), company: company ? { id: company.id, name: company.name } : null };
}

export async function getUserProfile(deps: AppDeps, caller: AuthUser, id: string): Promise<UserProfile> {
  return toUserProfile(await profileOf(deps, caller, id, 'profile.read'));
}

function parseBody(fields: Record<string, unknown>): UpdateUserBody {
  const parsed = updateUserBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  const [first] = Object.entries(errors);
  throw badRequest(first[1], errors);
}

/**
 * Applies a profile edit. A new email or phone number signs the user out on every device (their own included:
 * the next call answers 401) and is told to the old email address.
 */
export async function updateUserProfile(deps: AppDeps, caller: AuthUser, id: string, form: ProfileForm, log: FastifyBaseLogger): Promise<UserProfile> {
  const { user: before } = await profileOf(deps, caller, id, 'profile.update');
  const body = parseBody(form.fields);
  const { agentProfile, phoneNumber, ...rest } = body;
  const changes: UserChanges = { ...rest };
  // A language sent on the account is a choice: from now on it wins over the device's (ADR 0056).
  if (changes.language) changes.languageChosen = true;
  if (changes.email) changes.email = changes.email.toLowerCase();
  if (phoneNumber !== undefined) {
    const e164 = normalisePhone(phoneNumber);
    if (!e164) throw badRequest(PHONE_INVALID, { phoneNumber: PHONE_INVALID });
    changes.phoneNumber = e164;
  }
  if (body.dateOfBirth && body.dateOfBirth > localDay(deps.clock.now())) {
    throw badRequest(DATE_OF_BIRTH_IN_FUTURE, { dateOfBirth: DATE_OF_BIRTH_IN_FUTURE });
  }
  await assertIdentityFree(deps, id, changes.email, changes.phoneNumber);
  if (form.photo) {
    const type = detectImageType(form.photo);
    if (!type) throw badRequest(PHOTO_NOT_IMAGE, { [PHOTO_FIELD]: PHOTO_NOT_IMAGE });
    // Content-addressed: a replayed upload lands on the same file and writes nothing new.
    changes.photoUrl = await storePhoto(blobsOf(deps), { bytes: form.photo, type });
  }
  const changedFields = changedIdentity(before, changes);
  try {
    await deps.db.transaction(async (tx) => {
      await applyUserChanges(tx, id, changes, agentProfile, { at: deps.clock.now(), signOut: changedFields.length > 0 });
      if (changedFields.includes('email')) await recordEmailMoved(tx, caller, before, changes.email!, deps.clock.now());
    });
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  const profile = toUserProfile((await findAccount(deps, id))!);
  if (changedFields.length > 0) await noticeIdentityChange(deps, log, caller, before, changedFields, changes.email);
  return profile;
}

/** Mails the old (and a new) address of a user whose email or phone number `caller` just changed (see identity-notice.ts). */
export function noticeIdentityChange(
  deps: AppDeps,
  log: FastifyBaseLogger,
  caller: AuthUser,
  before: { id: string; name: string; email: string; language: Language },
  changed: IdentityField[],
  newEmail: string | undefined,
): Promise<void> {
  return mailIdentityChange(deps.mailer, log, { name: before.name, oldEmail: before.email, newEmail, language: before.language }, changed, { self: caller.id === before.id, name: caller.name });
}

export { changedIdentity, type IdentityField } from './identity-notice';

/** 409 when another user already holds the email (any case) or the phone number the user is given. */
export async function assertIdentityFree(deps: AppDeps, userId: string, email: string | undefined, phone: string | undefined): Promise<void> {
  const taken = await identityTakenByOther(deps.db, userId, email, phone);
  if (taken.email) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN', { fields: { email: EMAIL_TAKEN } });
  if (taken.phone) throw conflict(PHONE_TAKEN, 'PHONE_TAKEN', { fields: { phoneNumber: PHONE_TAKEN } });
}

/** Two edits racing for the same email or phone: the unique index decides, and the loser gets the 409. */
export function identityConflict(err: unknown): AppError | null {
  const index = uniqueViolation(err);
  if (!index) return null;
  if (index.includes('email')) return conflict(EMAIL_TAKEN, 'EMAIL_TAKEN', { fields: { email: EMAIL_TAKEN } });
  if (index.includes('phone')) return conflict(PHONE_TAKEN, 'PHONE_TAKEN', { fields: { phoneNumber: PHONE_TAKEN } });
  return conflict('Agent code already in use', 'AGENT_CODE_TAKEN', { fields: { agentCode: 'Agent code already in use' } });
}
