import { z } from 'zod';
import { message } from './messages';
import { calendarDate } from './calendar-date';
import { booleanQuery } from './common';
import { defineEndpoint } from './endpoint';
import { emailField, nameField, phoneField } from './person-fields';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, languageSchema, sessionUserSchema } from './users-common';

/** Photo cap of spec part 2 §9, and the message of §5. */
export const MAX_PROFILE_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'File size must be less than 10MB';
export const PHOTO_NOT_IMAGE = 'Please select an image file';
export const DATE_OF_BIRTH_IN_FUTURE = 'Date of birth cannot be in the future';
export const VALID_NUMBER = 'Valid number required';

/** The multipart field carrying the photo file (spec part 2 §7). */
export const PHOTO_FIELD = 'photoUrl';
/** Photos the server accepts, told by their bytes (PNG, JPEG, GIF, WebP). */
export const PHOTO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Multipart fields are text: '' (or nothing typed) clears an optional value. */
const blankToNull = (v: unknown) => (v === '' ? null : v);
const toWholeNumber = (v: unknown) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v.trim()) : v);
const wholeNumber = z.preprocess(toWholeNumber, z.number(message(VALID_NUMBER)).int(message(VALID_NUMBER)).min(0, message(VALID_NUMBER)).max(100, message(VALID_NUMBER)).nullable());

export const agentProfileUpdate = z.object({
  workGeographicLocation: z.preprocess(blankToNull, z.string().trim().max(200).nullable()).optional(),
  yearsOfSalesFieldExperience: wholeNumber.optional(),
  educationLevel: z.preprocess(blankToNull, z.enum(EDUCATION_LEVELS).nullable()).optional(),
});

/**
 * PUT /users/{id}: every field optional (a field left out is unchanged, '' clears an optional one). The
 * browser sends it as multipart with `agentProfile[...]` keys and the photo; the outbox sends the same fields
 * as JSON (a nested `agentProfile`) for edits made offline.
 */
export const updateUserBody = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  phoneNumber: phoneField.optional(),
  gender: z.preprocess(blankToNull, z.enum(GENDERS).nullable()).optional(),
  maritalStatus: z.preprocess(blankToNull, z.enum(MARITAL_STATUSES).nullable()).optional(),
  numberOfChildren: wholeNumber.optional(),
  dateOfBirth: z.preprocess(blankToNull, calendarDate.nullable()).optional(),
  agentProfile: agentProfileUpdate.optional(),
  language: languageSchema.optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The user profile of spec part 2 §3: the stored-user fields plus the company name. */
export const userProfileSchema = sessionUserSchema.extend({
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/users/{id}',
  access: 'signed-in',
  errors: [403],
  summary: 'A user with the agent profile (self; company admins the agents and recruits of their company; admin anyone)',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  query: z.object({ includeProfile: booleanQuery.optional() }),
  response: z.object({ data: userProfileSchema }),
  scope: 'company',
});

export const updateUser = defineEndpoint({
  method: 'PUT',
  path: '/users/{id}',
  access: 'signed-in',
  errors: [403],
  summary: 'Update a profile: self, or as getUser (multipart with the photo file `photoUrl`, or JSON without it)',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  bodyKind: 'multipart',
  fileParts: { [PHOTO_FIELD]: { types: PHOTO_MEDIA_TYPES } },
  jsonBodyToo: true,
  body: updateUserBody,
  response: z.object({ message: z.string(), data: userProfileSchema }),
  scope: 'company',
});
