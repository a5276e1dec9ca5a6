import { DATE_OF_BIRTH_IN_FUTURE, MAX_PROFILE_PHOTO_BYTES, PHOTO_NOT_IMAGE, PHOTO_TOO_LARGE, type UserProfile, VALID_NUMBER } from '@shared/contracts/users';
import { emailField, nameField, phoneField } from '@shared/contracts/person-fields';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES } from '@shared/contracts/users-common';
import { z } from 'zod/mini';
import { messageText } from '@shared/contracts/messages';
import { realPhoneNumber } from '@app/lib/real-phone-number';

export { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES };

/** Today as YYYY-MM-DD in the device's time zone: a date of birth may not be later (spec part 2 §5). */
export const localToday = (now = new Date()) => new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** A whole number of 0 or more typed in a text box; '' is allowed (nothing given). */
const wholeNumberText = (message: string) => z.string().check(z.trim(), z.refine((v) => v === '' || /^\d{1,3}$/.test(v), message));

/**
 * The profile form with the messages of spec part 2 §5. The professional fields are required for agent roles
 * only (`isAgent`); the date of birth may not be after `today`.
 */
export function profileFormSchema(isAgent: boolean, today: string) {
  return z
    .object({
      name: nameField,
      email: emailField,
      phoneNumber: phoneField,
      gender: z.union([z.literal(''), z.enum(GENDERS)]),
      maritalStatus: z.union([z.literal(''), z.enum(MARITAL_STATUSES)]),
      numberOfChildren: wholeNumberText('Must be a whole number of 0 or more'),
      dateOfBirth: z.string().check(z.refine((v) => v === '' || v <= today, DATE_OF_BIRTH_IN_FUTURE)),
      workGeographicLocation: z.string().check(z.trim()),
      yearsOfSalesFieldExperience: z.string().check(z.trim()),
      educationLevel: z.union([z.literal(''), z.enum(EDUCATION_LEVELS)]),
    }).check(z.superRefine((v, ctx) => {
      if (!isAgent) return;
      if (!v.workGeographicLocation) ctx.addIssue({ code: 'custom', path: ['workGeographicLocation'], message: messageText('Work location is required') });
      if (!v.educationLevel) ctx.addIssue({ code: 'custom', path: ['educationLevel'], message: messageText('Education level is required') });
      if (!/^\d{1,3}$/.test(v.yearsOfSalesFieldExperience)) ctx.addIssue({ code: 'custom', path: ['yearsOfSalesFieldExperience'], message: VALID_NUMBER });
    }), realPhoneNumber());
}

export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;

export function profileDefaults(user: Partial<UserProfile>): ProfileFormValues {
  return {
    name: user.name ?? '',
    email: user.email ?? '',
    phoneNumber: user.phoneNumber ?? '',
    gender: (GENDERS as readonly string[]).includes(user.gender ?? '') ? (user.gender as ProfileFormValues['gender']) : '',
    maritalStatus: (MARITAL_STATUSES as readonly string[]).includes(user.maritalStatus ?? '') ? (user.maritalStatus as ProfileFormValues['maritalStatus']) : '',
    numberOfChildren: user.numberOfChildren == null ? '' : String(user.numberOfChildren),
    dateOfBirth: user.dateOfBirth ?? '',
    workGeographicLocation: user.agentProfile?.workGeographicLocation ?? '',
    yearsOfSalesFieldExperience: user.agentProfile?.yearsOfSalesFieldExperience == null ? '' : String(user.agentProfile.yearsOfSalesFieldExperience),
    educationLevel: (EDUCATION_LEVELS as readonly string[]).includes(user.agentProfile?.educationLevel ?? '')
      ? (user.agentProfile?.educationLevel as ProfileFormValues['educationLevel'])
      : '',
  };
}

/** The photo check of spec part 2 §5, before anything is sent: images only, under 10MB. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_NOT_IMAGE;
  if (file.size >= MAX_PROFILE_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** The body of PUT /users/{id} as the outbox stores it (JSON, a nested agentProfile). */
export function toUpdateBody(values: ProfileFormValues, isAgent: boolean) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    gender: values.gender,
    maritalStatus: values.maritalStatus,
    numberOfChildren: values.numberOfChildren.trim(),
    dateOfBirth: values.dateOfBirth,
    ...(isAgent
      ? {
          agentProfile: {
            workGeographicLocation: values.workGeographicLocation.trim(),
            yearsOfSalesFieldExperience: values.yearsOfSalesFieldExperience.trim(),
            educationLevel: values.educationLevel,
          },
        }
      : {}),
  };
}

/** The same fields as multipart form data, with `agentProfile[...]` keys and the photo file (spec part 2 §7). */
export function toFormData(body: ReturnType<typeof toUpdateBody>, photo: File | null): FormData {
  const form = new FormData();
  const { agentProfile, ...fields } = body;
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, value] of Object.entries(agentProfile ?? {})) form.append(`agentProfile[${key}]`, value);
  if (photo) form.append('photoUrl', photo, photo.name);
  return form;
}
