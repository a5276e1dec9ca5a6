import type { FieldErrors } from '../../../shared/contracts/common';
import { DATE_OF_BIRTH_IN_FUTURE, PHOTO_FIELD, PHOTO_NOT_IMAGE, type UpdateUserBody, type UserProfile, updateUserBody } from '../../../shared/contracts/users';
import { PHONE_INVALID } from '../../../shared/contracts/person-fields';
import { normalisePhone } from '../../../shared/phone';
import { localDay } from '../../../shared/tiers';
import type { AppDeps } from '../../context';
import { detectImageType } from '../../lib/image-check';
import { storePhoto } from '../../lib/photo-store';
import type { AuthUser } from '../../plugins/auth';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { uniqueViolation } from '../../db/errors';
import { findAccount, toSessionUser, type UserWithCompany } from '../accounts/accounts.service';
import type { ProfileForm } from './profile-form';
import { applyUserChanges, identityTakenByOther, type UserChanges } from './users.repo';

const USER_NOT_FOUND = 'User not found';
export const EMAIL_TAKEN = 'Email already in use';
export const PHONE_TAKEN = 'Phone number already in use';

/** A user edits self; admin anyone; company_admin the users of its own company. Anyone else: 404. */
async function visibleUser(deps: AppDeps, caller: AuthUser, id: string): Promise<UserWithCompany> {
  const found = await findAccount(deps, id);
  const allowed =
    found &&
    (caller.id === id || caller.role === 'admin' || (caller.role === 'company_admin' && caller.companyId !== null && found.user.companyId === caller.companyId));
  if (!found || !allowed) throw notFound(USER_NOT_FOUND);
  return found;
}

export function toUserProfile({ user, company, profile }: UserWithCompany): UserProfile {
  return { ...toSessionUser(user, company, profile), company: company ? { id: company.id, name: company.name } : null };
}

export async function getUserProfile(deps: AppDeps, caller: AuthUser, id: string): Promise<UserProfile> {
  return toUserProfile(await visibleUser(deps, caller, id));
}

function parseBody(fields: Record<string, unknown>): UpdateUserBody {
  const parsed = updateUserBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'request'] ??= issue.message;
  const [first] = Object.entries(errors);
  throw badRequest(first[1], errors);
}

export async function updateUserProfile(deps: AppDeps, caller: AuthUser, id: string, form: ProfileForm): Promise<UserProfile> {
  await visibleUser(deps, caller, id);
  const body = parseBody(form.fields);
  const { agentProfile, phoneNumber, ...rest } = body;
  const changes: UserChanges = { ...rest };
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
    changes.photoUrl = await storePhoto(deps.config.dataDir, { bytes: form.photo, type });
  }
  try {
    await applyUserChanges(deps.db, id, changes, agentProfile, deps.clock.now());
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  return getUserProfile(deps, caller, id);
}

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
